// The settings feature's public face: the settings page, for the router.
export { SettingsPage } from "./SettingsPage.tsx";
