// The business profiles area's public entry: what generators, the logo studio and the signature
// dialog use of a user's businesses (lint lets other features, components/, lib/ and the document
// types import this file of the area and nothing else in it). The settings page is reached by app/.
export { BUSINESS_PROFILES_QUERY_KEY, BUSINESS_PROFILES_URL, useBusinessProfiles } from "./api/business-profiles";
export { BusinessPicker, selectedProfile, type BusinessPrefill } from "./components/business-picker";
