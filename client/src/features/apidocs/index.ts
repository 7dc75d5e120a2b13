// The API page's public face: its page for the router (its own chunk, fetched on demand).
export const loadApiDocsPage = () => import("./ApiDocsPage.tsx").then((m) => ({ default: m.ApiDocsPage }));
