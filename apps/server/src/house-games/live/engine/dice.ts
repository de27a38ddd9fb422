/**
 * Sic bo and xóc đĩa draw a fresh seed per round (nonce = the round's id), DOMAIN §3.5.
 * Sic bo: three dice, each 1 + int(6), in order. Xóc đĩa: four discs, each int(2): 1 is red, 0 white.
 */
import { type FairStream, fairStream } from "./fair";

export type Dice = [number, number, number];
export type DiscSide = "red" | "white";

export function rollSicboFrom(stream: FairStream): Dice {
  return [1 + stream.int(6), 1 + stream.int(6), 1 + stream.int(6)];
}

export function rollSicbo(serverSeed: string, clientSeed: string, roundId: string): Dice {
  return rollSicboFrom(fairStream(serverSeed, clientSeed, roundId));
}

export function shakeXocdiaFrom(stream: FairStream): DiscSide[] {
  const disc = (): DiscSide => (stream.int(2) === 1 ? "red" : "white");
  return [disc(), disc(), disc(), disc()];
}

export function shakeXocdia(serverSeed: string, clientSeed: string, roundId: string): DiscSide[] {
  return shakeXocdiaFrom(fairStream(serverSeed, clientSeed, roundId));
}
