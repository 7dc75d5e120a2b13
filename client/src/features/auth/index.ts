// The auth feature's public face: the sign-in and sign-up pages, for the router, each its own chunk
// (sign-in never loads sign-up's colour picker).
export const loadLoginPage = () => import("./LoginPage.tsx").then((m) => ({ default: m.LoginPage }));
export const loadRegisterPage = () => import("./RegisterPage.tsx").then((m) => ({ default: m.RegisterPage }));
