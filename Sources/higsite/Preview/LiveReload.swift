import Foundation

/// What makes open pages follow the builds: a script, put into every HTML page served, that
/// polls `/_higsite/status`, reloads the page after a new build and shows a failed one's error.
enum LiveReload {
    static let statusPath = "/_higsite/status"

    /// Polls the build counter: a new build reloads the page, a failed one shows its error.
    static let script = """
    <script>
    (function () {
      var seen = null, overlay = null;
      function show(text) {
        if (!overlay) {
          overlay = document.createElement("pre");
          overlay.setAttribute("role", "alert");
          overlay.style.cssText = "position:fixed;inset:auto 1rem 1rem 1rem;max-height:50vh;overflow:auto;z-index:99;margin:0;padding:1rem;" +
            "background:#2c0b0e;color:#ffd7d5;border:2px solid #ff453a;border-radius:12px;font:13px/1.5 ui-monospace,monospace;white-space:pre-wrap";
          document.body.appendChild(overlay);
        }
        overlay.textContent = text;
      }
      function poll() {
        fetch("/_higsite/status", { cache: "no-store" }).then(function (r) { return r.json(); }).then(function (s) {
          if (seen !== null && s.version !== seen) { location.reload(); return; }
          seen = s.version;
          if (s.error) show(s.error); else if (overlay) { overlay.remove(); overlay = null; }
        }).catch(function () {}).then(function () { setTimeout(poll, 500); });
      }
      poll();
    })();
    </script>
    """

    /// `html` with the script before its last `</body>`, or at its end.
    static func inject(_ html: [UInt8]) -> [UInt8] {
        var text = String(decoding: html, as: UTF8.self)
        if let end = text.range(of: "</body>", options: .backwards) {
            text.insert(contentsOf: script, at: end.lowerBound)
        } else {
            text += script
        }
        return Array(text.utf8)
    }
}
