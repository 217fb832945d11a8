import { describe, expect, it } from "vitest";
import { retryOnDeadlock } from "./retry-on-deadlock";

const deadlock = () => Object.assign(new Error("deadlock detected"), { code: "40P01" });

describe("retryOnDeadlock", () => {
  it("does the work again when PostgreSQL rolled it back as a deadlock's victim", async () => {
    let calls = 0;
    const result = await retryOnDeadlock(
      async () => {
        calls++;
        if (calls < 3) throw deadlock();
        return "queue made";
      },
      5,
      1,
    );
    expect({ result, calls }).toEqual({ result: "queue made", calls: 3 });
  });

  it("gives up after the attempts allowed, with the deadlock", async () => {
    let calls = 0;
    const always = async () => {
      calls++;
      throw deadlock();
    };
    await expect(retryOnDeadlock(always, 3, 1)).rejects.toMatchObject({ code: "40P01" });
    expect(calls).toBe(3);
  });

  it("does not repeat any other failure", async () => {
    let calls = 0;
    const refused = async () => {
      calls++;
      throw Object.assign(new Error("permission denied"), { code: "42501" });
    };
    await expect(retryOnDeadlock(refused, 5, 1)).rejects.toThrow("permission denied");
    expect(calls).toBe(1);
  });
});
