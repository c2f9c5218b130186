/*
 * Runs only in browsers without JavaScript modules (Internet Explorer, very old Safari), which
 * cannot start the shop at all: tell the visitor instead of showing an empty page.
 * Plain ES5 on purpose.
 */
(function () {
  var root = document.getElementById('root');
  if (!root) return;
  var language = (navigator.language || navigator.userLanguage || '').toLowerCase();
  var german = language === 'de' || language.indexOf('de-') === 0;
  document.documentElement.lang = german ? 'de' : 'en';
  root.innerHTML = german
    ? '<main style="max-width:40rem;margin:3rem auto;padding:0 1rem;font-family:sans-serif">' +
      '<h1>Oops, Sie verwenden einen veralteten und nicht mehr unterst\u00fctzten Browser!</h1>' +
      '<p>Bitte \u00f6ffnen Sie den Shop mit einer aktuellen Version von Google Chrome, Mozilla Firefox, Microsoft Edge oder Safari.</p></main>'
    : '<main style="max-width:40rem;margin:3rem auto;padding:0 1rem;font-family:sans-serif">' +
      '<h1>Oops, you are using an outdated and no longer supported browser!</h1>' +
      '<p>Please open the shop in a current version of Google Chrome, Mozilla Firefox, Microsoft Edge or Safari.</p></main>';
})();
