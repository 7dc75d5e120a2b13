// Applies the stored light/dark mode and accent before the first paint (an external file, so the
// Content-Security-Policy can forbid inline scripts).
(function () {
  var root = document.documentElement;
  var mode = "dark";
  var accent = "indigo";
  var accents = ["indigo", "blue", "green", "purple", "pink", "red", "orange", "yellow", "emerald", "amber"];
  try {
    if (localStorage.getItem("theme") === "light") mode = "light";
    var stored = localStorage.getItem("colorTheme");
    if (stored && accents.indexOf(stored) >= 0) accent = stored;
    else if (stored) localStorage.setItem("colorTheme", "indigo");
  } catch {
    // storage unavailable: keep the defaults
  }
  root.classList.remove("dark", "light");
  root.classList.add(mode);
  root.setAttribute("data-accent", accent);
  // index.html pairs a light and a dark theme colour by the system's preference (what an installed app's
  // splash screen shows before any script); the mode chosen here wins over the system's in both.
  var metas = document.querySelectorAll('meta[name="theme-color"]');
  for (var i = 0; i < metas.length; i++) metas[i].setAttribute("content", mode === "dark" ? "#0f172a" : "#ffffff");
})();
