/**
 * Hand-written results the lottery tests settle against (not used by the product). The comments
 * list what the tests expect of them, worked out by hand.
 */
import type { DrawResult } from "./prizes";

/**
 * Endings (last 2): 45 ×8 (DB, G1, G2, G5 ×2, G6, G7 ×2), 11 ×2, 56 ×2, 07 ×1, 99 ×1, no 98/97/96/95.
 * Last 3 over the 23 numbers with ≥ 3 digits: 845 ×3, 456 ×2, 111 ×2, 345 ×1, 045 ×1.
 * Last 4 over the 20 numbers with ≥ 4 digits: 7845 ×2, 1111 ×2, 2345 ×1; "0845" never (G6 is 845).
 */
export const NORTH_SAMPLE: DrawResult = {
  DB: ["12345"],
  G1: ["67845"],
  G2: ["11111", "22245"],
  G3: ["30000", "40001", "50002", "60003", "70004", "80005"],
  G4: ["1234", "5678", "9012", "3456"],
  G5: ["7845", "9045", "1111", "2222", "3333", "4444"],
  G6: ["845", "123", "456"],
  G7: ["45", "07", "45", "99"],
};

/**
 * Endings (last 2): 54 ×6 (DB, G1, G2, G5, G7, G8). Last 3 over 17 numbers: 654 ×3, 054 ×1 (G8's
 * "54" does not count). Last 4 over 16 numbers: 7654 ×2; "0654" never (G7 is 654). ĐB's first two: 98.
 */
export const SOUTH_SAMPLE: DrawResult = {
  DB: ["987654"],
  G1: ["12354"],
  G2: ["00054"],
  G3: ["11111", "22222"],
  G4: ["33333", "44444", "55555", "66666", "77777", "88888", "99999"],
  G5: ["7654"],
  G6: ["0001", "0002", "0003"],
  G7: ["654"],
  G8: ["54"],
};
