export type FlashToast = {
  /** Unique per toast, so the same message twice still shows twice and never duplicates. */
  id: string;
  type: "success" | "error" | "info";
  message: string;
};
