// The reload script of `motionbook serve`. The development server puts it in a script element
// at the end of the body of every HTML page it sends; built files never contain it. Before
// sending, the server fills in its two slots (names in double braces): `build-id`, the id of
// the build the page belongs to (letters and digits only), and `build-id-path`, the server's
// build-id endpoint.
//
// It holds `build-id?after=BUILD` open and reloads the page when the answer is another build;
// the same id (the hold ended) asks again, an error asks again after a second. A hidden page
// holds no request (a browser opens only a few connections to one server, and background tabs
// must not take them) and asks when it is shown again. Just before reloading it stores the
// scroll position in sessionStorage under the page's path and turns the browser's own
// restoring off; the reloaded page scrolls back at once, again on `load` and on the frame
// after (images and charts change the height), so a #fragment in the address does not win.
(function () {
  var id = "{{build-id}}";
  var key = "motionbook-scroll:" + location.pathname;
  var busy = null;
  var saved = null;

  try {
    saved = JSON.parse(sessionStorage.getItem(key) || "null");
    sessionStorage.removeItem(key);
  } catch (e) {}
  if (saved) {
    var back = function () { scrollTo(saved[0], saved[1]); };
    back();
    addEventListener("load", function () {
      back();
      requestAnimationFrame(function () {
        back();
        history.scrollRestoration = "auto";
      });
    });
  }

  function reload() {
    try {
      sessionStorage.setItem(key, JSON.stringify([scrollX, scrollY]));
    } catch (e) {}
    history.scrollRestoration = "manual";
    location.reload();
  }

  function ask() {
    if (busy || document.hidden) return;
    var mine = busy = new AbortController();
    fetch("{{build-id-path}}?after=" + id, { cache: "no-store", signal: mine.signal })
      .then(function (r) {
        if (!r.ok) throw r;
        return r.text();
      })
      .then(
        function (t) {
          if (busy !== mine) return;
          busy = null;
          if (t !== id) { reload(); } else { ask(); }
        },
        function () {
          if (busy !== mine) return;
          busy = null;
          setTimeout(ask, 1000);
        });
  }

  document.addEventListener("visibilitychange", function () {
    if (!document.hidden) {
      ask();
    } else if (busy) {
      var was = busy;
      busy = null;
      was.abort();
    }
  });
  ask();
})();
