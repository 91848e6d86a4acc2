/** A share of the memory budget held by one piece of work until it ends; releasing twice is harmless. */
export type Reservation = { release: () => void };

/**
 * The memory budget of one server process (MEMORY_BUDGET_MB): work that would take the process past it is not taken
 * into memory. Uploads ask before their first byte is read and are answered 503 with Retry-After when it is full.
 */
export type Admission = {
  /** Reserves `bytes` for work about to start, or null when it would pass the budget. */
  tryReserve(bytes: number): Reservation | null;
  /** What admitted work still holds of the budget. */
  reservedBytes(): number;
};

type AdmissionOptions = {
  /** Read at each decision: a provider state (or a test) may lower it while the process runs. */
  budgetBytes: () => number;
  /** What the process holds now (its resident set). */
  memoryInUse: () => number;
};

/**
 * Admits work while what the process holds now, plus what admitted work may still take, plus the new work fit the
 * budget. Counting both the memory in use and the reservations is cautious (work under way is counted in both), and
 * it catches what no reservation names: a burst of sign-ins, garbage not yet collected. When nothing is under way,
 * one piece of work is always admitted (an upload holds a few megabytes at most): a process whose resident set stays
 * above the budget after a peak (freed memory the allocator keeps) still takes work, one piece at a time.
 */
export function createAdmission({ budgetBytes, memoryInUse }: AdmissionOptions): Admission {
  let reserved = 0;
  return {
    tryReserve(bytes) {
      if (reserved > 0 && memoryInUse() + reserved + bytes > budgetBytes()) return null;
      reserved += bytes;
      let held = true;
      return {
        release: () => {
          if (held) reserved -= bytes;
          held = false;
        },
      };
    },
    reservedBytes: () => reserved,
  };
}
