import { lazy, type ComponentType } from "react";

/**
 * React.lazy, except that a failed load is tried again by the next render. React.lazy keeps the
 * promise its loader returned, rejected ones included: one failed `import()` on the server made
 * every later page that renders the component fail, until a restart (issue 25). Here a rejection
 * replaces the lazy component with a fresh one, so the failing render still fails (and is
 * reported), and the next one loads the module again.
 */
export function lazyRetrying<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const fresh = () =>
    // A lazy component takes its module's props; TypeScript loses them in `PropsWithRef` of a
    // generic `Props`.
    lazy(() =>
      load().catch((error: unknown) => {
        current = fresh();
        throw error;
      }),
    ) as unknown as ComponentType<Props>;
  let current = fresh();

  function LazyRetrying(props: Props) {
    const Current = current;
    return <Current {...props} />;
  }
  return LazyRetrying;
}
