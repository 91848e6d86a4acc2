import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';

export type Store<State> = {
  getState: () => State;
  setState: (update: (state: State) => State) => void;
  subscribe: (listener: () => void) => () => void;
};

type Options<State, Saved> = {
  key: string;
  /** Classic or mini: the auth store's schema is mini, so the first screen carries no classic zod. */
  schema: z.core.$ZodType<Saved>;
  initial: State;
  /** What of the state is written to storage (files and flags stay in memory). */
  save: (state: State) => Saved | null;
  load: (saved: Saved) => State;
  /**
   * 'local' outlives the tab (userInfo, docs/spec/data.md); 'session' lives as long as the tab and survives a reload
   * (patient data: docs/spec/server-rules.md#hardening).
   */
  storage?: 'local' | 'session';
};

function storageOf(kind: Options<unknown, unknown>['storage']): Storage | undefined {
  const area = kind === 'session' ? 'sessionStorage' : 'localStorage';
  return typeof globalThis[area] === 'undefined' ? undefined : globalThis[area];
}

function read<State, Saved>(options: Options<State, Saved>): State {
  const raw = storageOf(options.storage)?.getItem(options.key);
  if (!raw) return options.initial;
  try {
    const parsed = z.safeParse(options.schema, JSON.parse(raw));
    return parsed.success ? options.load(parsed.data) : options.initial;
  } catch {
    return options.initial;
  }
}

/** A small store kept in localStorage or sessionStorage; a corrupt or outdated entry falls back to the initial state. */
export function createPersistedStore<State, Saved>(options: Options<State, Saved>): Store<State> {
  const storage = () => storageOf(options.storage);
  let state = read(options);
  const listeners = new Set<() => void>();

  const write = () => {
    const saved = options.save(state);
    if (saved === null) storage()?.removeItem(options.key);
    else storage()?.setItem(options.key, JSON.stringify(saved));
  };

  return {
    getState: () => state,
    setState: (update) => {
      const next = update(state);
      if (next === state) return;
      state = next;
      write();
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<State, Selected>(store: Store<State>, select: (state: State) => Selected): Selected {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
