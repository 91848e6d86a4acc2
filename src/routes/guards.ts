import { redirect } from '@tanstack/react-router';
import type { GuardDecision } from '@/config/route-guard';

/** Turns a guard decision into a router redirect; the origin rides along as ?redirect= when asked. */
export function enforce(decision: GuardDecision, origin: string): void {
  if (decision.kind === 'allow') return;
  const href = decision.rememberOrigin ? `${decision.to}?${new URLSearchParams({ redirect: origin })}` : decision.to;
  throw redirect({ href, replace: decision.replace });
}
