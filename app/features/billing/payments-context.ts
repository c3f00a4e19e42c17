import { createContext } from "react-router";
import type { PaymentProvider } from "./payment-provider.server.ts";

// Stripe, or the offline test provider without Stripe keys; null while prerendering.
// Declared beside its type, so the shared app/context.ts needs no feature.
export const paymentsContext = createContext<PaymentProvider | null>(null);
