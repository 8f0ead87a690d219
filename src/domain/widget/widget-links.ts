// Where the booking widget sends a visitor, and the snippet a business pastes into its site (issue 17).
// Choosing a service opens Carebook's own page of it in a new top-level tab with `?source=widget`, which
// src/app/attribution.ts keeps for that tab, so the order placed there records source WIDGET.

export type WidgetCodes = { businessCode: string; locationCode: string };

/** The widget's own address (what the snippet's iframe loads). */
export function widgetPath({ businessCode, locationCode }: WidgetCodes): string {
  return `/widget/${encodeURIComponent(businessCode)}/${encodeURIComponent(locationCode)}`;
}

/** The service's page at the location, marked as coming from the widget. */
export function widgetServiceHref({ businessCode, locationCode }: WidgetCodes, serviceId: string): string {
  const path = `/business/${encodeURIComponent(businessCode)}/${encodeURIComponent(locationCode)}/services/${encodeURIComponent(serviceId)}`;
  return `${path}?source=widget`;
}

/** The attribute value escaped for an HTML snippet (names may hold quotes or ampersands). */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The one snippet a business pastes: a plain iframe (no script of ours runs in their page), full width up to
 * 720 px, lazy, titled for screen readers.
 */
export function widgetSnippet(appOrigin: string, codes: WidgetCodes, title: string): string {
  const src = `${appOrigin}${widgetPath(codes)}`;
  return `<iframe src="${attribute(src)}" title="${attribute(title)}" loading="lazy" style="width:100%;max-width:720px;height:640px;border:0;border-radius:12px"></iframe>`;
}
