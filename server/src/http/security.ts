import helmet from "helmet";

/** Only this origin: scripts, styles, images, fonts and fetches all come from the server itself. */
export function securityHeaders(opts: { https: boolean }) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "manifest-src": ["'self'"],
        // the web app's service worker (client/src/offline/sw.ts), from this origin only
        "worker-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        ...(opts.https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: opts.https,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "same-origin" },
  });
}
