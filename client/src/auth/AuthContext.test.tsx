import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { useAuth } from "./AuthContext.ts";

function Probe() {
  useAuth();
  return null;
}

describe("useAuth", () => {
  it("throws outside its provider", () => {
    const err = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Probe />)).toThrow("useAuth must be used within an AuthProvider");
    } finally {
      console.error = err;
    }
  });
});
