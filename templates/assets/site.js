// Keeps the reader's place when switching language: guideline anchors are the same in both
// languages, so the current #fragment is carried over to the other language's page.
document.querySelectorAll("[data-language-switch]").forEach(function (link) {
  link.addEventListener("click", function () {
    if (location.hash) {
      link.href = link.href.split("#")[0] + location.hash;
    }
  });
});
