/* Applies the saved theme (localStorage 'vite-ui-theme': light | dark | system) before first paint,
   and follows the system setting while it is "system". */
/* global document, localStorage, matchMedia, window */
(function () {
  var root = document.documentElement;
  var query = matchMedia('(prefers-color-scheme: dark)');
  function saved() {
    try {
      return localStorage.getItem('vite-ui-theme');
    } catch {
      return null;
    }
  }
  function apply() {
    var mode = saved();
    var theme = mode === 'light' || mode === 'dark' ? mode : query.matches ? 'dark' : 'light';
    root.classList.remove('light', 'dark');
    root.classList.add(theme);
    root.style.colorScheme = theme;
  }
  apply();
  query.addEventListener('change', apply);
  window.addEventListener('storage', apply);
})();
