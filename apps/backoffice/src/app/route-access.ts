/**
 * Which screens an operator may open: pure functions over the route table, so the menu, the
 * router and the tests agree. A route without a permission is open to every operator.
 */
export interface GuardedRoute {
  path: string;
  permission: string | null;
  menu?: { labelKey: string; icon: string; group?: string };
}

export function canOpen(
  route: Pick<GuardedRoute, "permission">,
  permissions: ReadonlySet<string> | readonly string[],
): boolean {
  if (route.permission === null) return true;
  return Array.isArray(permissions)
    ? permissions.includes(route.permission)
    : (permissions as ReadonlySet<string>).has(route.permission);
}

export function allowedRoutes<R extends GuardedRoute>(
  routes: readonly R[],
  permissions: readonly string[],
): R[] {
  const granted = new Set(permissions);
  return routes.filter((route) => canOpen(route, granted));
}

/** The side menu: allowed routes that have a menu entry, in table order. */
export function menuRoutes<R extends GuardedRoute>(
  routes: readonly R[],
  permissions: readonly string[],
): (R & { menu: NonNullable<R["menu"]> })[] {
  return allowedRoutes(routes, permissions).filter((route): route is R & { menu: NonNullable<R["menu"]> } =>
    Boolean(route.menu),
  );
}

/** A run of side-menu entries: a named group under its heading, or entries standing alone. */
export interface MenuSection<R extends { menu: { group?: string } }> {
  group: R["menu"]["group"];
  routes: R[];
}

/**
 * The side menu as sections, in table order: consecutive entries of one group share a section
 * (and its heading); entries without a group form sections of their own kind between them.
 */
export function menuSections<R extends { menu: { group?: string } }>(menu: readonly R[]): MenuSection<R>[] {
  const sections: MenuSection<R>[] = [];
  for (const route of menu) {
    const group = route.menu.group;
    const last = sections.at(-1);
    if (last && last.group === group) last.routes.push(route);
    else sections.push({ group, routes: [route] });
  }
  return sections;
}

/** Where "/" leads: the first menu screen the operator may open. */
export function homePath(
  routes: readonly GuardedRoute[],
  permissions: readonly string[],
): string | undefined {
  return menuRoutes(routes, permissions)[0]?.path;
}

/**
 * Where to go when the operator picks another brand: a brand-scoped detail page (a member, an
 * announcement, an article) has no meaning for the new brand, so its list screen is shown.
 * Undefined: stay. Brand pages (/brands/:id) name their brand in the address and stay.
 */
export function listPathAfterBrandChange(
  pathname: string,
  brandScopedLists: readonly string[] = [
    "members",
    "agents",
    "content",
    "contracts",
    "lottery-draws",
    "live-tables",
  ],
): string | undefined {
  const [first, ...rest] = pathname.split("/").filter(Boolean);
  if (!first || rest.length === 0 || !brandScopedLists.includes(first)) return undefined;
  return `/${first}`;
}
