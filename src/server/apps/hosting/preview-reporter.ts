import { selectorScript } from './preview-selector';

/**
 * Runs inside the preview, before the app: reports uncaught errors, console errors, failed
 * requests and route changes to the
 * builder, addressed to the builder's origin only (the builder checks the sender's origin), and
 * takes part in Visual edits (preview-selector.ts).
 * Browsers that refuse storage to third-party frames would crash any app touching
 * localStorage in the preview, so there it falls back to storage kept in memory; the live app,
 * opened first-party, has the real thing.
 */
export const reporterScript = (builderOrigin: string) => `(function () {
  var target = ${JSON.stringify(builderOrigin)};
  ['localStorage', 'sessionStorage'].forEach(function (name) {
    try {
      window[name].getItem('probe');
    } catch (refused) {
      var data = new Map();
      var memory = {
        getItem: function (key) { return data.has(String(key)) ? data.get(String(key)) : null; },
        setItem: function (key, value) { data.set(String(key), String(value)); },
        removeItem: function (key) { data.delete(String(key)); },
        clear: function () { data.clear(); },
        key: function (index) { return Array.from(data.keys())[index] ?? null; },
        get length() { return data.size; },
      };
      try { Object.defineProperty(window, name, { value: memory, configurable: true }); } catch (e) {}
    }
  });
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
  var consoleError = console.error;
  console.error = function () {
    var text = Array.prototype.map.call(arguments, function (part) {
      return part && part.message ? part.message : typeof part === 'string' ? part : (function () { try { return JSON.stringify(part); } catch (e) { return String(part); } })();
    }).join(' ');
    send({ type: 'console-error', message: text.slice(0, 1000) });
    return consoleError.apply(this, arguments);
  };
  var originalFetch = window.fetch;
  if (originalFetch) {
    window.fetch = function (input, init) {
      var method = (init && init.method) || (input && input.method) || 'GET';
      var url = typeof input === 'string' ? input : (input && input.url) || String(input);
      return originalFetch.apply(this, arguments).then(function (response) {
        if (response.status >= 400) send({ type: 'request-failed', message: method + ' ' + url + ' answered ' + response.status });
        return response;
      }, function (error) {
        send({ type: 'request-failed', message: method + ' ' + url + ' failed: ' + String((error && error.message) || error) });
        throw error;
      });
    };
  }
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
${selectorScript}})();
`;
