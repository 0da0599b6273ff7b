// The services a scan recognises, as data: the cookie names (a "/…/" entry is a pattern), storage
// keys and request hosts each is known by, its banner category, and where that was read. Every
// source is the vendor's own documentation of its cookies or its scripts' hosts (or the cookie
// policy's catalogue, server/doc-types/cookie-policy/services.ts, whose sources it lists). Tracker
// databases under non-commercial licences (Ghostery's, DuckDuckGo's) are not used.
// `policyService` links an entry to the cookie policy's pick-list, so "declared" can be told.
import type { CookieService } from "../../shared/validation";
import type { TScanService } from "../../shared/api/scans";

export interface ScanServiceEntry extends TScanService {
  policyService?: CookieService;
  cookies: readonly string[];
  storage?: readonly string[];
  /** A host matches itself and its subdomains. */
  hosts: readonly string[];
  source: string;
}

const GA_SOURCE = "https://support.google.com/analytics/answer/11397207";

export const SCAN_SERVICES: readonly ScanServiceEntry[] = [
  { id: "ga4", policyService: "ga4", name: "Google Analytics", category: "analytics", cookies: ["/^_ga($|_)/", "_gid", "/^_gat/", "__utma", "__utmb", "__utmz"], hosts: ["google-analytics.com", "analytics.google.com"], source: GA_SOURCE },
  { id: "google-tag-manager", name: "Google Tag Manager", category: "necessary", cookies: [], hosts: ["googletagmanager.com"], source: "https://developers.google.com/tag-platform/tag-manager/web" },
  { id: "google-ads", policyService: "google-ads", name: "Google Ads", category: "marketing", cookies: ["/^_gcl_/", "IDE", "test_cookie", "NID", "DSID", "__gads", "__gpi"], hosts: ["googleadservices.com", "googlesyndication.com", "doubleclick.net", "googleads.g.doubleclick.net", "google.com/pagead"], source: "https://business.safety.google/adscookies/" },
  { id: "clarity", policyService: "clarity", name: "Microsoft Clarity", category: "analytics", cookies: ["_clck", "_clsk", "CLID", "ANONCHK"], hosts: ["clarity.ms"], source: "https://learn.microsoft.com/en-us/clarity/setup-and-installation/cookie-list" },
  { id: "microsoft-ads", name: "Microsoft Advertising (UET)", category: "marketing", cookies: ["_uetsid", "_uetvid", "MUID"], storage: ["/^_uet/"], hosts: ["bat.bing.com", "bat.bing.net"], source: "https://help.ads.microsoft.com/#apex/ads/en/56959/1" },
  { id: "meta-pixel", policyService: "meta-pixel", name: "Meta Pixel", category: "marketing", cookies: ["_fbp", "_fbc", "fr"], hosts: ["connect.facebook.net", "facebook.com", "facebook.net"], source: "https://www.facebook.com/business/help/471978536642445" },
  { id: "hotjar", policyService: "hotjar", name: "Hotjar", category: "analytics", cookies: ["/^_hj/"], storage: ["/^_hj/"], hosts: ["hotjar.com", "hotjar.io"], source: "https://help.hotjar.com/hc/en-us/articles/6952777582999" },
  { id: "linkedin-insight", policyService: "linkedin-insight", name: "LinkedIn Insight Tag", category: "marketing", cookies: ["li_sugr", "bcookie", "lidc", "UserMatchHistory", "AnalyticsSyncHistory", "li_fat_id", "/^li_gc$/"], hosts: ["snap.licdn.com", "px.ads.linkedin.com", "linkedin.com"], source: "https://www.linkedin.com/legal/l/cookie-table" },
  { id: "stripe", policyService: "stripe", name: "Stripe", category: "necessary", cookies: ["__stripe_mid", "__stripe_sid"], hosts: ["js.stripe.com", "m.stripe.network", "stripe.com"], source: "https://stripe.com/cookie-settings" },
  { id: "intercom", policyService: "intercom", name: "Intercom", category: "functional", cookies: ["/^intercom-/"], storage: ["/^intercom\\./"], hosts: ["intercom.io", "intercomcdn.com", "widget.intercom.io"], source: "https://www.intercom.com/help/en/articles/2361922" },
  { id: "youtube", policyService: "youtube", name: "YouTube", category: "marketing", cookies: ["VISITOR_INFO1_LIVE", "YSC", "VISITOR_PRIVACY_METADATA"], storage: ["/^yt-/", "/^ytidb::/"], hosts: ["youtube.com", "ytimg.com", "youtube-nocookie.com"], source: "https://policies.google.com/technologies/cookies" },
  { id: "hubspot", policyService: "hubspot", name: "HubSpot", category: "marketing", cookies: ["hubspotutk", "__hstc", "__hssc", "__hssrc", "messagesUtk"], hosts: ["hs-scripts.com", "hs-analytics.net", "hsforms.net", "hubspot.com", "hs-banner.com", "hscollectedforms.net"], source: "https://knowledge.hubspot.com/privacy-and-consent/what-cookies-does-hubspot-set-in-a-visitor-s-browser" },
  { id: "tiktok-pixel", name: "TikTok Pixel", category: "marketing", cookies: ["_ttp", "/^_tt_/", "ttwid"], hosts: ["analytics.tiktok.com", "tiktok.com"], source: "https://ads.tiktok.com/help/article/using-cookies-with-tiktok-pixel" },
  { id: "x-pixel", name: "X (Twitter) Pixel", category: "marketing", cookies: ["muc_ads", "personalization_id", "guest_id"], hosts: ["static.ads-twitter.com", "ads-twitter.com", "analytics.twitter.com", "t.co"], source: "https://help.x.com/en/rules-and-policies/x-cookies" },
  { id: "pinterest-tag", name: "Pinterest Tag", category: "marketing", cookies: ["_pin_unauth", "_pinterest_ct_ua", "_epik"], hosts: ["s.pinimg.com", "ct.pinterest.com"], source: "https://policy.pinterest.com/en/cookies" },
  { id: "snap-pixel", name: "Snap Pixel", category: "marketing", cookies: ["_scid", "_scid_r", "sc_at"], hosts: ["sc-static.net", "tr.snapchat.com"], source: "https://snap.com/en-US/cookie-policy" },
  { id: "reddit-pixel", name: "Reddit Pixel", category: "marketing", cookies: ["_rdt_uuid", "_rdt_cid"], hosts: ["redditstatic.com", "alb.reddit.com"], source: "https://business.reddithelp.com/s/article/reddit-pixel-cookies" },
  { id: "quora-pixel", name: "Quora Pixel", category: "marketing", cookies: ["m-b"], hosts: ["a.quora.com", "q.quora.com"], source: "https://www.quora.com/about/cookies" },
  { id: "criteo", name: "Criteo", category: "marketing", cookies: ["cto_bundle", "cto_bidid"], hosts: ["criteo.com", "criteo.net"], source: "https://www.criteo.com/privacy/" },
  { id: "taboola", name: "Taboola", category: "marketing", cookies: ["t_gid", "taboola_usg"], hosts: ["taboola.com", "cdn.taboola.com"], source: "https://www.taboola.com/policies/cookie-policy" },
  { id: "outbrain", name: "Outbrain", category: "marketing", cookies: ["obuid", "/^ob-/"], hosts: ["outbrain.com", "amplify.outbrain.com"], source: "https://www.outbrain.com/privacy/cookies/" },
  { id: "adroll", name: "AdRoll", category: "marketing", cookies: ["__adroll", "__adroll_fpc", "__ar_v4"], hosts: ["adroll.com", "d.adroll.com", "s.adroll.com"], source: "https://www.adroll.com/about/privacy" },
  { id: "mixpanel", name: "Mixpanel", category: "analytics", cookies: ["/^mp_.*_mixpanel$/"], storage: ["/^mp_/"], hosts: ["mixpanel.com", "mxpnl.com"], source: "https://docs.mixpanel.com/docs/tracking-methods/sdks/javascript#persistence" },
  { id: "amplitude", name: "Amplitude", category: "analytics", cookies: ["/^AMP_/", "/^amp_/"], storage: ["/^AMP_/"], hosts: ["amplitude.com", "cdn.amplitude.com", "api2.amplitude.com"], source: "https://amplitude.com/docs/data/sdks/browser-2#cookies" },
  { id: "segment", name: "Segment", category: "analytics", cookies: ["ajs_anonymous_id", "ajs_user_id", "ajs_group_id"], storage: ["/^ajs_/"], hosts: ["segment.com", "segment.io", "cdn.segment.com"], source: "https://segment.com/docs/connections/sources/catalog/libraries/website/javascript/cookie-validity-update/" },
  { id: "heap", name: "Heap", category: "analytics", cookies: ["/^_hp2_/"], hosts: ["heapanalytics.com", "heap-api.com"], source: "https://help.heap.io/security-and-privacy/privacy/heap-cookies/" },
  { id: "posthog", name: "PostHog", category: "analytics", cookies: ["/^ph_.*_posthog$/"], storage: ["/^ph_.*_posthog$/"], hosts: ["posthog.com", "i.posthog.com"], source: "https://posthog.com/docs/libraries/js/persistence" },
  { id: "plausible", name: "Plausible Analytics", category: "analytics", cookies: [], hosts: ["plausible.io"], source: "https://plausible.io/data-policy" },
  { id: "fathom", name: "Fathom Analytics", category: "analytics", cookies: [], hosts: ["usefathom.com", "cdn.usefathom.com"], source: "https://usefathom.com/docs/troubleshooting/cookies" },
  { id: "matomo", name: "Matomo", category: "analytics", cookies: ["/^_pk_/", "MATOMO_SESSID", "/^mtm_/"], hosts: ["matomo.cloud", "innocraft.cloud"], source: "https://matomo.org/faq/general/faq_146/" },
  { id: "fullstory", name: "FullStory", category: "analytics", cookies: ["fs_uid", "fs_lua", "fs_cid"], hosts: ["fullstory.com", "edge.fullstory.com"], source: "https://help.fullstory.com/hc/en-us/articles/360020829513" },
  { id: "mouseflow", name: "Mouseflow", category: "analytics", cookies: ["mf_user", "/^mf_/"], hosts: ["mouseflow.com", "cdn.mouseflow.com"], source: "https://mouseflow.com/legal/company/cookie-policy/" },
  { id: "crazy-egg", name: "Crazy Egg", category: "analytics", cookies: ["/^_ce\\./", "is_returning"], hosts: ["crazyegg.com", "script.crazyegg.com"], source: "https://support.crazyegg.com/hc/en-us/articles/360054584474" },
  { id: "vwo", name: "VWO", category: "analytics", cookies: ["/^_vwo_/", "/^_vis_opt_/"], hosts: ["visualwebsiteoptimizer.com", "dev.visualwebsiteoptimizer.com"], source: "https://help.vwo.com/hc/en-us/articles/360033865433" },
  { id: "optimizely", name: "Optimizely", category: "analytics", cookies: ["optimizelyEndUserId", "/^optimizely/"], hosts: ["optimizely.com", "cdn.optimizely.com", "logx.optimizely.com"], source: "https://docs.developers.optimizely.com/web-experimentation/docs/cookies-and-localstorage" },
  { id: "drift", name: "Drift", category: "functional", cookies: ["driftt_aid", "drift_aid", "drift_campaign_refresh"], hosts: ["drift.com", "js.driftt.com", "driftt.com"], source: "https://gethelp.drift.com/s/article/Drift-Cookies" },
  { id: "crisp", name: "Crisp", category: "functional", cookies: ["/^crisp-client/"], hosts: ["crisp.chat", "client.crisp.chat"], source: "https://help.crisp.chat/en/article/whats-crisp-eu-gdpr-compliance-status-nhv54c/" },
  { id: "zendesk-chat", name: "Zendesk", category: "functional", cookies: ["__zlcmid", "__zlcprivacy"], storage: ["/^ZD-/"], hosts: ["zdassets.com", "zendesk.com", "zopim.com"], source: "https://support.zendesk.com/hc/en-us/articles/4408836402074" },
  { id: "tawk", name: "tawk.to", category: "functional", cookies: ["/^TawkConnectionTime/", "/^twk_/", "/^__tawkuuid/"], hosts: ["tawk.to", "embed.tawk.to"], source: "https://help.tawk.to/article/what-cookies-does-tawkto-use" },
  { id: "vimeo", name: "Vimeo", category: "functional", cookies: ["vuid"], hosts: ["vimeo.com", "player.vimeo.com", "vimeocdn.com"], source: "https://vimeo.com/cookie_policy" },
  { id: "google-maps", name: "Google Maps", category: "functional", cookies: [], hosts: ["maps.googleapis.com", "maps.gstatic.com"], source: "https://policies.google.com/technologies/cookies" },
  { id: "google-fonts", name: "Google Fonts", category: "functional", cookies: [], hosts: ["fonts.googleapis.com", "fonts.gstatic.com"], source: "https://developers.google.com/fonts/faq/privacy" },
  { id: "recaptcha", name: "Google reCAPTCHA", category: "necessary", cookies: ["_GRECAPTCHA"], hosts: ["recaptcha.net", "google.com/recaptcha", "gstatic.com/recaptcha"], source: "https://policies.google.com/technologies/cookies" },
  { id: "cloudflare", name: "Cloudflare", category: "necessary", cookies: ["__cf_bm", "cf_clearance", "_cfuvid", "/^__cflb/"], hosts: ["cdnjs.cloudflare.com", "challenges.cloudflare.com", "cloudflareinsights.com"], source: "https://developers.cloudflare.com/fundamentals/reference/policies-compliances/cloudflare-cookies/" },
  { id: "shopify", name: "Shopify", category: "necessary", cookies: ["/^_shopify_/", "secure_customer_sig"], hosts: ["cdn.shopify.com", "monorail-edge.shopifysvc.com"], source: "https://www.shopify.com/legal/cookies" },
  { id: "paypal", name: "PayPal", category: "necessary", cookies: ["ts_c", "tsrce", "x-pp-s"], hosts: ["paypal.com", "paypalobjects.com"], source: "https://www.paypal.com/myaccount/privacy/cookiePrefs" },
  { id: "calendly", name: "Calendly", category: "functional", cookies: ["_calendly_session"], hosts: ["calendly.com", "assets.calendly.com"], source: "https://calendly.com/legal/cookie-notice" },
  { id: "mailchimp", name: "Mailchimp", category: "marketing", cookies: ["/^_mcid$/", "/^mc_/"], hosts: ["list-manage.com", "chimpstatic.com", "mailchimp.com"], source: "https://mailchimp.com/legal/cookies/" },
];
