import { Slide, ToastContainer } from "react-toastify/unstyled";
import { TOAST_DURATION_MS, TOAST_OFFSET_PX } from "~/lib/constants";

/** The one toast container of the site (behaviour §9: 3000 ms, offset 16px), loaded with the first toast. */
export default function SiteToastContainer() {
  return (
    <ToastContainer
      position="top-center"
      autoClose={TOAST_DURATION_MS}
      transition={Slide}
      hideProgressBar
      newestOnTop
      style={{ top: TOAST_OFFSET_PX }}
    />
  );
}
