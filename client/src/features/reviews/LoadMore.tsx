// The button under a cursor-paged list lives with the shared UI.
export { LoadMoreButton } from "../../components/ui/LoadMore.tsx";
