// The admin feature's public face: the Admin Dashboard page for the router, its own chunk fetched on demand.
export const loadAdminPage = () => import("./AdminPage.tsx").then((m) => ({ default: m.AdminPage }));
