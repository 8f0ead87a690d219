// The medication order page reuses the checkout's address and payment choices. Features do not import each
// other, so the route that composes the page hands them in as these two slots (see the medication route).
import type { ReactNode } from 'react';
import type { SavedPaymentCard } from '../../../../app/payments/payment-cards.ts';
import type { WalletBalance } from '../../../../app/payments/wallet-balance.ts';
import type { SavedAddress } from '../../../../components/address/api/client-addresses.ts';
import type { MedicationPaymentMethod } from '../lib/order-readiness.ts';

export type AddressSlotProps = {
  readonly clientId: string;
  readonly legend: ReactNode;
  readonly addresses: readonly SavedAddress[];
  readonly value: string | null;
  readonly onChange: (addressId: string) => void;
  readonly error?: ReactNode;
  readonly addLabel: ReactNode;
};

export type PaymentSlotProps = {
  readonly clientId: string;
  readonly businessId: string;
  readonly method: MedicationPaymentMethod;
  readonly onMethodChange: (method: string) => void;
  readonly wallet: WalletBalance | undefined;
  readonly cards: readonly SavedPaymentCard[];
  readonly cardsLoading: boolean;
  readonly cardId: string | null;
  readonly onCardChange: (card: SavedPaymentCard) => void;
  readonly billingAddressId: string | null;
  readonly cardError?: ReactNode;
  readonly walletError?: ReactNode;
};

export type OrderSlots = {
  readonly address: (props: AddressSlotProps) => ReactNode;
  readonly payment: (props: PaymentSlotProps) => ReactNode;
};
