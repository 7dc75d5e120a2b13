// The review dialog for other screens (My Reviews, the game page): fetched the first time it opens.
import type { ComponentProps } from "react";
import { loadOnOpen } from "../../components/ui/loadOnOpen.tsx";
import type { ReviewDialog as EagerReviewDialog } from "./ReviewDialog.tsx";

export const ReviewDialog = loadOnOpen<ComponentProps<typeof EagerReviewDialog>>(() => import("./ReviewDialog.tsx").then((m) => m.ReviewDialog));
