// The prerendered landing page (dist/landing.html) starts the app with this instead of its module
// script: the page is on screen first (one frame painted), then the app's code is fetched and takes
// over. Its links work before that as plain links. An external file: the Content-Security-Policy
// forbids inline scripts.
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute("data-entry");
  if (!entry) return;
  requestAnimationFrame(function () {
    setTimeout(function () {
      var app = document.createElement("script");
      app.type = "module";
      app.crossOrigin = "";
      app.src = entry;
      document.head.appendChild(app);
    }, 0);
  });
})();
