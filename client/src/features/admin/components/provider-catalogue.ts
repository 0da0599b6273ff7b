// The analytics provider types of spec section 5, as the admin panel names and explains them.
// The format of each tracking ID is checked by the server, which names the field when it's wrong.
import type { ProviderType } from "../api/analytics-providers";

export const PROVIDER_INFO: Record<
  ProviderType,
  { label: string; placeholder: string; description: string }
> = {
  google_analytics: {
    label: "Google Analytics",
    placeholder: "G-XXXXXXXXXX",
    description: "Your GA4 measurement ID, under Admin → Data streams in Google Analytics.",
  },
  microsoft_clarity: {
    label: "Microsoft Clarity",
    placeholder: "abcdefghij",
    description: "Your Clarity project ID, under Settings → Overview in Microsoft Clarity.",
  },
  facebook_pixel: {
    label: "Facebook Pixel",
    placeholder: "123456789012345",
    description: "Your Pixel ID (digits only), in Meta Events Manager → Data sources.",
  },
  hotjar: {
    label: "Hotjar",
    placeholder: "1234567",
    description: "Your Hotjar Site ID (digits only), under Sites & Organizations in Hotjar.",
  },
  custom: {
    label: "Custom Script",
    placeholder: "https://cdn.example.com/tracker.js",
    description: "The https:// address of the tracking script to load on the site.",
  },
};

export function providerLabel(provider: string): string {
  return PROVIDER_INFO[provider as ProviderType]?.label ?? provider;
}
