/*
 * FounderDocs embed script, version 1: a published policy on the founder's own site.
 * Served by the app at /embed/v1.js (long-cached, pinned with Subresource Integrity). The bytes
 * under a version never change: a new behaviour is /embed/v2.js.
 *
 *   <script src=".../embed/v1.js" data-publication="<id>"></script>
 *       the policy rendered in place, inside a Shadow DOM (no cookie is set).
 *   <script src=".../embed/v1.js" data-banner="<id>"></script>
 *       the cookie consent banner of a published cookie policy; each decision (first consent,
 *       change, withdrawal) is recorded with POST /api/public/consents.
 *   <script src=".../embed/v1.js" data-accept="<id>" data-subject-field="email"></script>
 *       inside a form: a required "I have read and agree to the Terms (version N)" tick box; on
 *       submit, POST /api/public/acceptances with the value of the form's field named by
 *       data-subject-field (default "email") as the subject.
 */
/* global window, document, location */
(function () {
  "use strict";
  var ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

  function baseOf(script) {
    try {
      return new URL(script.src).origin;
    } catch {
      return null;
    }
  }

  function load(base, id) {
    return fetch(base + "/api/public/publications/" + id, { credentials: "omit", mode: "cors" }).then(function (res) {
      if (!res.ok) throw new Error("FounderDocs: publication " + id + " is not available (" + res.status + ")");
      return res.json();
    });
  }

  function post(base, path, body) {
    return fetch(base + path, {
      method: "POST",
      mode: "cors",
      credentials: "omit",
      keepalive: true,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }).catch(function () {});
  }

  function after(script, node) {
    script.parentNode.insertBefore(node, script.nextSibling);
  }

  // ---- data-publication: the policy in a Shadow DOM.
  function renderPolicy(script, base, id) {
    var host = document.createElement("div");
    host.setAttribute("data-founderdocs-policy", id);
    after(script, host);
    var root = host.attachShadow ? host.attachShadow({ mode: "open" }) : host;
    load(base, id).then(
      function (p) {
        var style = document.createElement("style");
        style.textContent =
          ":host{display:block}.fd{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.6;color:#0f172a}" +
          ".fd h1,.fd h2,.fd h3{line-height:1.25}.fd table{border-collapse:collapse}.fd td,.fd th{border:1px solid #cbd5e1;padding:.25em .5em}" +
          ".fd-meta{font-size:.875em;color:#475569;margin-top:2em}.fd-meta a{color:" + safeColor(p.profile && p.profile.primaryColor) + "}";
        var wrap = document.createElement("div");
        wrap.className = "fd";
        // The policy's HTML is rendered by FounderDocs from the owner's answers, every answer escaped.
        wrap.innerHTML = p.html;
        var meta = document.createElement("p");
        meta.className = "fd-meta";
        meta.appendChild(document.createTextNode("Last updated " + new Date(p.lastUpdated).toLocaleDateString() + " · "));
        var link = document.createElement("a");
        link.href = p.url + "/changes";
        link.rel = "noopener";
        link.textContent = "Version " + p.version + " — see what changed";
        meta.appendChild(link);
        wrap.appendChild(meta);
        root.appendChild(style);
        root.appendChild(wrap);
      },
      function (e) {
        if (window.console) console.warn(e.message);
      },
    );
  }

  function safeColor(c) {
    return /^#[0-9a-f]{6}$/i.test(c || "") ? c : "#2563eb";
  }

  // ---- data-banner: the consent banner, each decision recorded.
  function runBanner(script, base, id) {
    load(base, id).then(
      function (p) {
        if (!p.banner || !p.banner.library) throw new Error("FounderDocs: publication " + id + " has no consent banner");
        var lib = p.banner.library;
        var css = document.createElement("link");
        css.rel = "stylesheet";
        css.href = base + lib.css.path;
        css.integrity = lib.css.integrity;
        css.crossOrigin = "anonymous";
        document.head.appendChild(css);
        var js = document.createElement("script");
        js.src = base + lib.js.path;
        js.integrity = lib.js.integrity;
        js.crossOrigin = "anonymous";
        js.onload = function () {
          start(base, id, p.banner.config);
        };
        document.head.appendChild(js);
      },
      function (e) {
        if (window.console) console.warn(e.message);
      },
    );
  }

  function start(base, id, config) {
    var CC = window.CookieConsent;
    if (!CC) return;
    // JSON has no regular expressions: a cookie name written "/pattern/" is one.
    Object.keys(config.categories || {}).forEach(function (key) {
      var clear = config.categories[key].autoClear;
      if (clear)
        clear.cookies.forEach(function (cookie) {
          var m = /^\/(.+)\/$/.exec(cookie.name);
          if (m) cookie.name = new RegExp(m[1]);
        });
    });
    var gpc = navigator.globalPrivacyControl === true;
    // A Global Privacy Control signal opts out of sale and sharing: advertising starts switched off.
    if (gpc && config.categories && config.categories.marketing) config.categories.marketing.enabled = false;
    var optional = Object.keys(config.categories || {}).filter(function (c) {
      return c !== "necessary";
    });
    var hadOptional = false;

    function decision(kind) {
      var accepted = optional.filter(function (c) {
        return CC.acceptedCategory(c);
      });
      var action;
      if (kind === "change" && hadOptional && accepted.length === 0) action = "withdraw";
      else if (accepted.length === optional.length && optional.length > 0) action = "accept_all";
      else if (accepted.length === 0) action = "reject_all";
      else action = "custom";
      hadOptional = accepted.length > 0;
      var consentId = CC.getCookie("consentId");
      if (!consentId || !ID.test(consentId)) return;
      post(base, "/api/public/consents", {
        publicationId: id,
        consentId: consentId,
        action: action,
        categories: {
          necessary: true,
          analytics: CC.acceptedCategory("analytics"),
          marketing: CC.acceptedCategory("marketing"),
          preferences: CC.acceptedCategory("functional"),
        },
        gpc: gpc,
        pageUrl: location.origin + location.pathname,
      });
    }

    config.onFirstConsent = function () {
      decision("first");
    };
    config.onConsent = function () {
      hadOptional = optional.some(function (c) {
        return CC.acceptedCategory(c);
      });
    };
    config.onChange = function () {
      decision("change");
    };
    CC.run(config);
  }

  // ---- data-accept: the terms tick box in the enclosing form.
  function renderAcceptance(script, base, id) {
    var form = script.closest("form");
    if (!form) {
      if (window.console) console.warn("FounderDocs: the terms tick box must be placed inside a <form>");
      return;
    }
    var field = script.getAttribute("data-subject-field") || "email";
    load(base, id).then(
      function (p) {
        if (!p.acceptance) throw new Error("FounderDocs: publication " + id + " is not a terms page");
        var label = document.createElement("label");
        label.setAttribute("data-founderdocs-accept", id);
        label.style.display = "flex";
        label.style.gap = "0.5em";
        label.style.alignItems = "flex-start";
        var box = document.createElement("input");
        box.type = "checkbox";
        box.required = true;
        box.name = "founderdocs_terms_accepted";
        box.value = String(p.acceptance.versionNumber);
        var text = document.createElement("span");
        var words = p.acceptance.text;
        var at = words.indexOf("Terms");
        var link = document.createElement("a");
        link.href = p.acceptance.termsUrl;
        link.target = "_blank";
        link.rel = "noopener";
        link.textContent = "Terms";
        text.appendChild(document.createTextNode(at >= 0 ? words.slice(0, at) : words + " "));
        text.appendChild(link);
        if (at >= 0) text.appendChild(document.createTextNode(words.slice(at + 5)));
        label.appendChild(box);
        label.appendChild(text);
        after(script, label);
        form.addEventListener("submit", function () {
          if (!box.checked) return;
          var input = form.elements.namedItem(field);
          var subject = input && "value" in input ? String(input.value).trim() : "";
          if (!subject) return;
          post(base, "/api/public/acceptances", { publicationId: id, subject: subject });
        });
      },
      function (e) {
        if (window.console) console.warn(e.message);
      },
    );
  }

  function init(script) {
    if (script.hasAttribute("data-founderdocs-done")) return;
    script.setAttribute("data-founderdocs-done", "");
    var base = baseOf(script);
    if (!base) return;
    var publication = script.getAttribute("data-publication");
    var banner = script.getAttribute("data-banner");
    var accept = script.getAttribute("data-accept");
    if (publication && ID.test(publication)) renderPolicy(script, base, publication);
    if (banner && ID.test(banner)) runBanner(script, base, banner);
    if (accept && ID.test(accept)) renderAcceptance(script, base, accept);
  }

  var scripts = document.querySelectorAll("script[data-publication],script[data-banner],script[data-accept]");
  for (var i = 0; i < scripts.length; i++) {
    if (/\/embed\/v1\.js(?:$|[?#])/.test(scripts[i].src)) init(scripts[i]);
  }
})();
