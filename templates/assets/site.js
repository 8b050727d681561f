// Keeps the reader's place when switching language: guideline anchors are the same in both
// languages, so the current #fragment is carried over to the other language's page.
document.querySelectorAll("[data-language-switch]").forEach(function (link) {
  link.addEventListener("click", function () {
    if (location.hash) {
      link.href = link.href.split("#")[0] + location.hash;
    }
  });
});

// The outline marks the section being read: the last heading it lists that has scrolled past
// the top third of the window. Wide screens show the outline beside the text (style.css).
(function () {
  var links = Array.prototype.slice.call(document.querySelectorAll(".toc a[href^='#']"));
  var targets = links.map(function (link) { return document.getElementById(decodeURIComponent(link.hash.slice(1))); });
  if (!links.length) return;
  var scheduled = false;
  function mark() {
    scheduled = false;
    var current = -1;
    for (var i = 0; i < targets.length; i++) {
      if (targets[i] && targets[i].getBoundingClientRect().top <= window.innerHeight / 3) current = i;
    }
    links.forEach(function (link, i) {
      if (i === current) link.setAttribute("aria-current", "true"); else link.removeAttribute("aria-current");
    });
  }
  window.addEventListener("scroll", function () {
    if (!scheduled) { scheduled = true; requestAnimationFrame(mark); }
  }, { passive: true });
  mark();
})();
