import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  emailLinkFormSchema,
  passwordFormSchemas,
  phoneSendFormSchema,
  phoneVerifyFormSchema,
  signOutFormSchema,
  socialFormSchema,
} from "./auth-form-schema.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** What a form says about its fields, as Conform reads it in the page and in the action. */
function problems(
  schema: Parameters<typeof parseWithZod>[1]["schema"],
  fields: Record<string, string>,
) {
  const submission = parseWithZod(form(fields), { schema });
  return submission.status === "success" ? null : submission.error;
}

describe("the auth forms' schemas", () => {
  it("take a trimmed address and a password, and sign-up wants 8 characters", () => {
    expect(problems(passwordFormSchemas.signIn, { email: " a@b.dk ", password: "x" })).toBeNull();
    expect(problems(passwordFormSchemas.signUp, { email: "a@b.dk", password: "short" })).toEqual({
      password: ["passwordTooShort"],
    });
    expect(problems(passwordFormSchemas.signIn, { email: "a@b.dk" })).toEqual({
      password: ["passwordMissing"],
    });
    expect(
      problems(passwordFormSchemas.signIn, { email: "a@b.dk", password: "x".repeat(129) }),
    ).toEqual({ password: ["passwordTooLong"] });
  });

  it("refuse an address that isn't one, or a phone account's placeholder", () => {
    for (const email of ["", "not an address", "a@b", "4512345678@phone.invalid"]) {
      expect(problems(emailLinkFormSchema, { email }), email).toEqual({ email: ["invalidEmail"] });
    }
  });

  it("check a number's and a code's shape before the server reads them", () => {
    expect(problems(phoneSendFormSchema, { phoneNumber: "+45 12 34 56 78" })).toBeNull();
    expect(problems(phoneSendFormSchema, { phoneNumber: "call me" })).toEqual({
      phoneNumber: ["invalidPhone"],
    });
    expect(
      problems(phoneVerifyFormSchema, { phoneNumber: "12345678", code: "123 456" }),
    ).toBeNull();
    expect(problems(phoneVerifyFormSchema, { phoneNumber: "12345678", code: "12345" })).toEqual({
      code: ["invalidCode"],
    });
  });

  it("take a provider's button only for a provider we can offer", () => {
    expect(problems(socialFormSchema, { intent: "social", provider: "github" })).toBeNull();
    expect(problems(socialFormSchema, { intent: "social", provider: "myspace" })).toEqual({
      provider: ["providerFailed"],
    });
    expect(problems(socialFormSchema, { intent: "social" })).toEqual({
      provider: ["providerFailed"],
    });
  });

  it("take sign-out only as its own intent", () => {
    expect(problems(signOutFormSchema, { intent: "sign-out" })).toBeNull();
    expect(problems(signOutFormSchema, { intent: "rename" })).toEqual({ intent: ["unknown"] });
  });
});
