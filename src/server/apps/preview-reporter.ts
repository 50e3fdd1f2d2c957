/**
 * Runs inside the preview, before the app: reports uncaught errors and route changes to the
 * builder, addressed to the builder's origin only (the builder checks the sender's origin).
 */
export const reporterScript = (builderOrigin: string) => `(function () {
  var target = ${JSON.stringify(builderOrigin)};
  function send(message) {
    message.source = 'shipwright-preview';
    try { window.parent.postMessage(message, target); } catch (e) {}
  }
  function describe(value) {
    return { message: String((value && value.message) || value), stack: String((value && value.stack) || '') };
  }
  window.addEventListener('error', function (event) {
    var detail = describe(event.error || event.message);
    send({ type: 'runtime-error', message: detail.message, stack: detail.stack });
  });
  window.addEventListener('unhandledrejection', function (event) {
    var detail = describe(event.reason);
    send({ type: 'runtime-error', message: detail.message, stack: detail.stack });
  });
  function route() {
    var query = location.search.replace(/([?&])token=[^&]*(&|$)/, '$1').replace(/[?&]$/, '');
    send({ type: 'route', path: location.pathname + query + location.hash });
  }
  ['pushState', 'replaceState'].forEach(function (name) {
    var original = history[name];
    history[name] = function () {
      var result = original.apply(this, arguments);
      route();
      return result;
    };
  });
  window.addEventListener('popstate', route);
  window.addEventListener('load', route);
})();
`;
