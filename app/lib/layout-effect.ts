import { useEffect, useLayoutEffect } from "react";

/**
 * `useLayoutEffect` in the browser. Neither kind of effect runs on the server, where React's
 * development build warns about layout effects, so the server gets `useEffect`.
 */
export const useBrowserLayoutEffect = import.meta.env.SSR
  ? useEffect
  : useLayoutEffect;
