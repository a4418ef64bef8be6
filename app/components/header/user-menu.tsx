import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { closeDialogHref } from "~/lib/dialog-url";
import { cx } from "~/lib/cx";
import { avatarInitial, displayName, type PublicUser } from "~/lib/user";
import { NAV_MESSAGES } from "~/lib/messages";

export function UserAvatar({
  user,
  className,
}: {
  user: PublicUser;
  className?: string;
}) {
  const base = cx(
    "inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full",
    className,
  );
  if (user.avatar) {
    return (
      <img
        src={user.avatar}
        alt=""
        className={cx(base, "object-cover")}
        width={32}
        height={32}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(base, "bg-brand-600 text-sm font-semibold text-white")}
    >
      {avatarInitial(user)}
    </span>
  );
}

/** Who is signed in, the way to the platform app, and logout: shared by the header and the burger menu. */
export function UserActions({ user }: { user: PublicUser }) {
  const location = useLocation();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-3 px-3 py-2">
        <UserAvatar user={user} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-ink-950">
            {displayName(user)}
          </p>
          {user.company_name ? (
            <p className="truncate text-sm text-ink-600">{user.company_name}</p>
          ) : null}
        </div>
      </div>
      <Link
        to="/auth/handoff?to=platform"
        reloadDocument
        className="rounded-lg px-3 py-2 text-sm font-medium text-ink-800 hover:bg-ink-50"
      >
        {NAV_MESSAGES.goToPlatform}
      </Link>
      <Form method="post" action="/auth/logout">
        <input
          type="hidden"
          name="returnTo"
          value={closeDialogHref(location)}
        />
        <button
          type="submit"
          className="w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-ink-800 hover:bg-ink-50"
        >
          {NAV_MESSAGES.logout}
        </button>
      </Form>
    </div>
  );
}

/**
 * The signed-in header widget (behaviour §2, §4): avatar, first name and company; a dropdown that
 * toggles on click and closes on a click outside. Native details/summary, so it works without
 * script; script adds the outside click and closing after navigation.
 */
export function UserMenu({ user }: { user: PublicUser }) {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, [location.key]);

  // The menu hydrates when the browser is idle (header-actions.tsx); until then it opens and
  // closes natively. The mark tells browser tests when the outside click closes it too.
  useEffect(() => {
    menuRef.current?.setAttribute("data-hydrated", "true");
  }, []);

  useEffect(() => {
    const closeOnOutsideClick = (event: PointerEvent) => {
      const menu = menuRef.current;
      if (menu?.open && !menu.contains(event.target as Node)) menu.open = false;
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () =>
      document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, []);

  return (
    <details ref={menuRef} className="group/user relative">
      <summary className="flex cursor-pointer list-none items-center gap-2.5 rounded-lg py-1 pr-2 pl-1 hover:bg-ink-950/5 on-dark:hover:bg-white/10 [&::-webkit-details-marker]:hidden">
        <UserAvatar user={user} />
        <span className="hidden text-left leading-tight sm:block">
          <span className="block text-sm font-semibold text-ink-900 on-dark:text-white">
            {displayName(user)}
          </span>
          {user.company_name ? (
            <span className="block text-xs text-ink-600 on-dark:text-ink-200">
              {user.company_name}
            </span>
          ) : null}
        </span>
        <span className="sr-only">{NAV_MESSAGES.accountMenu}</span>
      </summary>
      <div className="absolute right-0 mt-2 w-64 rounded-xl bg-white p-2 shadow-xl ring-1 ring-ink-950/5">
        <UserActions user={user} />
      </div>
    </details>
  );
}
