import { describe, expect, it } from "vitest";
import { firstName } from "./first-name";

describe("firstName", () => {
  it("says a writer by first name, and a handle, a username or a one-word name whole", () => {
    expect(firstName("Bodil Vennerød")).toBe("Bodil");
    expect(firstName("Ofelia Moonwick")).toBe("Ofelia");
    expect(firstName("Aednat")).toBe("Aednat");
    expect(firstName("@mira.k")).toBe("@mira.k");
    expect(firstName("jessie_k")).toBe("jessie_k");
    expect(firstName("the advertiser")).toBe("the advertiser");
    expect(firstName("DJ Kofi")).toBe("DJ Kofi");
    expect(firstName("De Zeeuwse Kreek")).toBe("De Zeeuwse Kreek");
    expect(firstName("The Old Mill")).toBe("The Old Mill");
    expect(firstName("Dede Okafor")).toBe("Dede");
  });
});
