// The data feature's public face: Settings → Data & Privacy's Export and Import blocks (fetched with the
// settings page's first render).
import { lazy } from "react";
export const DataExport = lazy(() => import("./DataExport.tsx").then((m) => ({ default: m.DataExport })));
export const DataImport = lazy(() => import("./DataImport.tsx").then((m) => ({ default: m.DataImport })));
