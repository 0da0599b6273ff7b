import { escapeHtml } from "../documents/render-html";

// The few pages the server renders itself (dev sign-in, sign-in problems). Self-contained HTML.

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:linear-gradient(135deg,#eff6ff,#f8fafc 60%);color:#0f172a}
main{width:min(420px,calc(100vw - 32px));background:#fff;border:1px solid #e2e8f0;border-radius:16px;padding:32px;
box-shadow:0 10px 30px -12px rgba(15,23,42,.18)}
h1{font-size:1.4rem;margin:0 0 4px}p{color:#475569;margin:0 0 20px;line-height:1.5}
label{display:block;font-weight:600;font-size:.9rem;margin:14px 0 6px}
input{width:100%;padding:10px 12px;border:1px solid #cbd5e1;border-radius:10px;font:inherit}
input:focus{outline:2px solid #3b82f6;outline-offset:1px;border-color:#3b82f6}
button,.btn{display:inline-block;width:100%;margin-top:22px;padding:11px 14px;border:0;border-radius:10px;background:#2563eb;color:#fff;
font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
button:hover,.btn:hover{background:#1d4ed8}.error{background:#fef2f2;color:#b91c1c;border:1px solid #fecaca;border-radius:10px;padding:10px 12px;margin:0 0 8px}
.field-error{color:#b91c1c;font-size:.85rem;margin-top:6px}.note{font-size:.8rem;color:#64748b;margin-top:18px}
.brand{font-weight:800;color:#2563eb;letter-spacing:-.01em;margin-bottom:18px;display:block;text-decoration:none}`;

export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · FounderDocs</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export interface DevLoginValues {
  email?: string;
  firstName?: string;
  lastName?: string;
}

export function devLoginPage(
  values: DevLoginValues = {},
  errors: Partial<Record<keyof DevLoginValues | "form", string>> = {},
): string {
  const field = (name: keyof DevLoginValues, label: string, type: string, extra = "") => {
    const error = errors[name];
    return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="${type}" value="${escapeHtml(values[name] ?? "")}" ${extra}
${error ? `aria-invalid="true" aria-describedby="${name}-error"` : ""}>
${error ? `<div class="field-error" id="${name}-error">${escapeHtml(error)}</div>` : ""}`;
  };
  return htmlPage(
    "Sign in",
    `<a class="brand" href="/">FounderDocs</a>
<h1>Sign in</h1>
<p>Development sign-in: no identity provider is configured, so enter any e-mail address.</p>
${errors.form ? `<div class="error" role="alert">${escapeHtml(errors.form)}</div>` : ""}
<form method="post" action="/api/login/dev" novalidate>
${field("email", "Email", "email", 'autocomplete="email" required autofocus')}
${field("firstName", "First name", "text", 'autocomplete="given-name"')}
${field("lastName", "Last name", "text", 'autocomplete="family-name"')}
<button type="submit">Sign in</button>
</form>
<p class="note">In production, sign-in goes through your OpenID Connect provider.</p>`,
  );
}

export function signInProblemPage(title: string, message: string): string {
  return htmlPage(
    title,
    `<a class="brand" href="/">FounderDocs</a><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>
<a class="btn" href="/">Back to the home page</a>`,
  );
}
