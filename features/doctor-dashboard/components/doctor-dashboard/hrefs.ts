/** Where each part of the dashboard leads in the doctor portal (001 §2). */
export const tabHref = (tab: string) => `/portal/doctor?tab=${tab}`;
