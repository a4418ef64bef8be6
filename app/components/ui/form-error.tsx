/** A message about the whole form (the upstream failed), announced when it appears. */
export function FormError({ id, message }: { id: string; message: string }) {
  return (
    <p
      id={id}
      role="alert"
      className="rounded-lg bg-danger-50 px-4 py-3 text-sm font-medium text-danger-600"
    >
      {message}
    </p>
  );
}
