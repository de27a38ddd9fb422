import type { botChallengeCall, CallValue } from "@lotus/contracts";

type ChallengeAnswer = CallValue<typeof botChallengeCall>;

export class BotCheckError extends Error {
  constructor() {
    super("bot check not solved");
    this.name = "BotCheckError";
  }
}

/**
 * The proof-of-work bot check before login, SMS sending and registration (DESIGN §6): fetch a
 * challenge, solve it, and return the payload the server verifies, or undefined when the brand
 * has the check off.
 */
export async function solveBotCheck(
  fetchChallenge: () => Promise<ChallengeAnswer>,
): Promise<string | undefined> {
  const answer = await fetchChallenge();
  if (!answer.enabled || !answer.challenge) return undefined;
  const { algorithm, challenge, maxnumber, salt, signature } = answer.challenge;
  // Loaded on demand: only visitors who submit a form need the solver.
  const { solveChallenge } = await import("altcha-lib/v1");
  const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
  if (!solution) throw new BotCheckError();
  return btoa(JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature }));
}
