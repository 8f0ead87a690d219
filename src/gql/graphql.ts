/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddMetricReadingsInput = {
  /** The client's own by default. */
  clientId?: string | number | null | undefined;
  /** At most 100. */
  readings: Array<MetricReadingInput>;
};

export type AddPaymentCardInput = {
  billingAddressId?: string | number | null | undefined;
  cardLastFour: string;
  cardType: string;
  cardholderName: string;
  clientId: string | number;
  expiryMonth: number;
  expiryYear: number;
  makeDefault?: boolean | null | undefined;
  /** The token POST {tokenizeUrl} returned. */
  token: string;
};

export type AddWeeklyProgressInput = {
  administeredBy: AdministeredBy;
  /** A UUID the app chose for this record; sending it again answers the first record. */
  clientRecordId: string | number;
  dosage: string;
  feeling: Feeling;
  /** The program item it belongs to, when logged from a booking. */
  orderItemId?: string | number | null | undefined;
  /** YYYY-MM-DD, not in the future. */
  recordedOn: string;
  weight: number;
  weightUnit: WeightUnit;
};

export type AddressInput = {
  addressLine1: string;
  addressLine2?: string | null | undefined;
  city: string;
  contact?: string | null | undefined;
  country: string;
  instructions?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  state: string;
  zipcode: string;
};

export type AdminAddressInput = {
  addressLine1: string;
  addressLine2?: string | null | undefined;
  city: string;
  /** US. */
  country: string;
  /** US state code (NY). */
  state: string;
  /** 5 digits. */
  zipcode: string;
};

export type AdminBusinessProfileInput = {
  address?: AdminAddressInput | null | undefined;
  currencyCode: string;
  /** https://... */
  customUrl?: string | null | undefined;
  /** Blank English: no description. */
  description: LocalizedTextInput;
  name: string;
  pictureUrl?: string | null | undefined;
  /** Blank English: no tagline. */
  tagline: LocalizedTextInput;
};

export type AdminCategoryInput = {
  code: string;
  description: LocalizedTextInput;
  images: Array<CatalogueImageInput>;
  medicationSelectionOptional: boolean;
  mutuallyExclusiveMedication: boolean;
  name: LocalizedTextInput;
  sortOrder: number;
  status: string;
};

export type AdminCurrency =
  | 'BRL'
  | 'CAD'
  | 'EUR'
  | 'GBP'
  | 'MXN'
  | 'USD';

export type AdminFaqItemInput = {
  answer: string;
  /** en, es, fr or pt: FAQ items are written per language. */
  locale: string;
  question: string;
  sortOrder?: number | null | undefined;
};

export type AdminLabTestInput = {
  sellingPrice: number;
  sku: string;
};

/** The language of the mails sent to the person. */
export type AdminLanguage =
  | 'en'
  | 'es'
  | 'fr'
  | 'pt';

export type AdminLocationInput = {
  address: AdminAddressInput;
  isActive?: boolean | null | undefined;
  mode: LocationMode;
  name: LocalizedTextInput;
  /** The code in the address (/business/<business>/<code>). */
  shortId: string;
  /** Allowed states (US codes) where the location serves clients. */
  states: Array<string>;
  /** IANA zone. */
  timezone: string;
};

export type AdminMedicationInput = {
  controlledSubstance: boolean;
  doseOptions: Array<MedicationDoseOptionInput>;
  shippingCost: number;
};

export type AdminProductInput = {
  categoryIds: Array<string | number>;
  description: LocalizedTextInput;
  /** Per block id, per text path: { es, fr, pt }. */
  detailTranslations?: unknown;
  /** Content blocks (spec §9), each with a client-made UUID id; English texts. */
  details: unknown;
  /** The business's forms a client fills in for the product (its pre-assessment); absent leaves them as they are. */
  formIds?: Array<string | number> | null | undefined;
  images: Array<CatalogueImageInput>;
  labTest?: AdminLabTestInput | null | undefined;
  locations: Array<AdminProductLocationInput>;
  medication?: AdminMedicationInput | null | undefined;
  name: LocalizedTextInput;
  productType: ProductType;
  shippingCost: number;
  status: string;
  tagline: LocalizedTextInput;
};

export type AdminProductLocationInput = {
  locationId: string | number;
  sortOrder: number;
  startingPrice: number;
};

export type AdminProviderLocationInput = {
  locationId: string | number;
  mode: LocationMode;
};

export type AdminTimeOffInput = {
  endsAt: string;
  reason?: string | null | undefined;
  startsAt: string;
};

export type AdminWorkingHoursInput = {
  /** 'HH:mm' ('24:00' for midnight) */
  end: string;
  /** 'HH:mm' */
  start: string;
  weekday: number;
};

export type AdministeredBy =
  | 'CAREGIVER'
  | 'PROVIDER'
  | 'SELF';

export type AffiliateInput = {
  /** Letters, digits and dashes (4 to 32); made from the first name when left out. */
  code?: string | null | undefined;
  /** Percent of each attributed order's value (default 10). */
  commissionPercent?: number | null | undefined;
  email: string;
  firstName: string;
  /** en, es, fr or pt: the language of the invitation mail. */
  language?: string | null | undefined;
  lastName: string;
};

export type ApproveRenewalInput = {
  orderItemId: string | number;
};

export type ApproveTreatmentInput = {
  orderItemId: string | number;
  prescription: PrescriptionInput;
};

export type AttributionInput = {
  /** The code of the affiliateId cookie; an unknown code is ignored. */
  affiliateCode?: string | null | undefined;
  /** APP when left out. */
  source?: OrderSource | null | undefined;
};

export type AuditKind =
  | 'ALL'
  | 'CHANGES'
  | 'HEALTH_DATA_READS';

export type AvailableSlotsInput = {
  /** First day, 'YYYY-MM-DD' in the client's time zone. */
  from: string;
  locationId: string | number;
  productId: string | number;
  /** Only this provider; all providers serving the product there otherwise. */
  providerId?: string | number | null | undefined;
  /** The client's IANA time zone. */
  timezone: string;
  /** Last day (included), at most 61 days after from (availableSlots), 6 (freeTimes). */
  to: string;
};

export type BookConsultationInput = {
  orderItemId: string | number;
  /** The client's held slot (holdSlot) for the item's service. */
  sessionId: string | number;
};

/** Spec §3 "booking through": the client itself, or the front desk. */
export type BookedThrough =
  | 'CLIENT_BOOKING'
  | 'FACILITY_BOOKING';

/** Spec §3 session tabs of the bookings list. */
export type BookingTab =
  | 'COMPLETED'
  | 'INPROGRESS'
  | 'UPCOMING';

/** A receptionist's booking: FACILITY (default), or CALLOUT to one of the client's addresses (addressId required). */
export type BookingVisitInput = {
  addressId?: string | number | null | undefined;
  kind: VisitKind;
};

export type CancelOrderItemInput = {
  orderItemId: string | number;
  reason?: string | null | undefined;
};

export type CatalogueImageInput = {
  type: string;
  url: string;
};

export type CheckoutItemInput = {
  categoryId: string | number;
  /** The client's answers for this product; they are attached to the new order item. */
  formResponseIds?: Array<string | number> | null | undefined;
  /** A slot the client holds (holdSlot) for this item: createOrder books it with the order (ignored by quotes). */
  heldSessionId?: string | number | null | undefined;
  productId: string | number;
};

export type CheckoutQuoteInput = {
  /** Defaults to the caller's CLIENT grant. */
  clientId?: string | number | null | undefined;
  giftCardNumber?: string | null | undefined;
  items: Array<CheckoutItemInput>;
  locationId: string | number;
  /** CARD when left out. */
  paymentMethod?: PaymentMethod | null | undefined;
  promoCode?: string | null | undefined;
};

/** Creation forms offer male or female (spec §3). */
export type ClientFormGender =
  | 'FEMALE'
  | 'MALE';

export type ClientInput = {
  driversLicense?: string | null | undefined;
  ssn?: string | null | undefined;
};

/** As typed: digits with optional decimals; Kg 0.5..500, Lb 1..1100. */
export type ClientWeightInput = {
  unit: ClientWeightUnit;
  value: string;
};

export type ClientWeightUnit =
  | 'Kg'
  | 'Lb';

export type ConsultObserversInput = {
  HCPSessionId: string | number;
  allowed: boolean;
};

export type CreateCouponInput = {
  businessId: string | number;
  code: string;
  expiresAt?: string | null | undefined;
  idempotencyKey: string | number;
  /** PERCENT or AMOUNT. */
  savingType: string;
  savingValue: number;
};

export type CreateFormInput = {
  businessId: string | number;
  description?: string | null | undefined;
  idempotencyKey: string | number;
  name: string;
  /** The pass mark (0 to 100), written into the schema's root keyword passingPercentage. */
  passingPercentage?: number | null | undefined;
  schema: unknown;
  translations?: Array<FormTranslationInput> | null | undefined;
  type: FormType;
  uiSchema?: unknown;
};

export type CreateMedicationOrderInput = {
  /** A UUID the app picks per attempt and keeps across retries. */
  idempotencyKey: string | number;
  orderItemId: string | number;
  payment: MedicationPaymentInput;
  shippingAddressId: string | number;
};

export type CreateOrderInput = {
  /** The app's currentAttribution(): source APP or WIDGET and the affiliate code (issue 17). Counted for a client's own checkout only. */
  attribution?: AttributionInput | null | undefined;
  /** Needed to pay by card; the card's billing address when left out. */
  billingAddressId?: string | number | null | undefined;
  /** A UUID the app picks per checkout: sending it again returns the same order. */
  checkoutId: string | number;
  /** Defaults to the caller's CLIENT grant. */
  clientId?: string | number | null | undefined;
  giftCardNumber?: string | null | undefined;
  items: Array<CheckoutItemInput>;
  locationId: string | number;
  /** A saved card of the client; needed for CARD and WALLET_CARD. */
  paymentCardId?: string | number | null | undefined;
  paymentMethod: PaymentMethod;
  promoCode?: string | null | undefined;
  shippingAddressId?: string | number | null | undefined;
  /** RECEPTIONIST only: FACILITY (default) or CALLOUT with the address. A receptionist paying by CARD pre-authorizes $490 (spec §9). */
  visit?: BookingVisitInput | null | undefined;
};

export type DeclineRenewalInput = {
  orderItemId: string | number;
  /** Shown to the client; 1..1000 characters. */
  reason: string;
};

export type DeclineTreatmentInput = {
  orderItemId: string | number;
  reason: string;
};

export type DurationUnit =
  | 'Day'
  | 'Hours'
  | 'Month'
  | 'Week';

export type FallbackProviderStatus =
  /** Another provider has the session; without one in the call after noDoctorInMs, advise rescheduling. */
  | 'ASSIGNED'
  /** No other provider can take the session now. */
  | 'NONE_AVAILABLE'
  /** The booked provider has joined the call. */
  | 'PROVIDER_JOINED'
  /** Too early: the booked provider has until 5 minutes after the start. Ask again in retryInMs. */
  | 'WAIT';

export type Feeling =
  | 'GOOD'
  | 'GREAT'
  | 'OKAY'
  | 'POOR'
  | 'UNWELL';

export type FormTranslationInput = {
  description?: string | null | undefined;
  /** es, fr or pt (English is the version itself). */
  locale: string;
  name?: string | null | undefined;
  /** Texts by JSON pointer into { schema, uiSchema }. */
  texts?: unknown;
};

export type FormType =
  | 'COMPLIANCE_CONSENT'
  | 'COMPLIANCE_INCIDENT'
  | 'INCIDENT_REPORT'
  | 'MEDICAL_CONSENT'
  | 'MEDICAL_SCREENING'
  | 'PRE_ASSESSMENT'
  | 'PRE_ASSESSMENT_TEMPLATE'
  | 'RE_ASSESSMENT'
  | 'SERVICE_PACK'
  | 'SERVICE_PACK_TEMPLATE';

export type FulfilmentFilter = {
  /** A booking id (CB-10001, CB-10001-1) or part of the client’s name. */
  search?: string | null | undefined;
  /** Open orders (ORDERED, PREPARING, SHIPPED, MISSING_REPORTED) when empty. */
  statuses?: Array<MedicationOrderStatus> | null | undefined;
};

export type GatewayDetailInput = {
  businessId: string | number;
};

export type Gender =
  | 'FEMALE'
  | 'MALE'
  | 'OTHER';

export type HcpSessionsFilter = {
  /** ISO 8601 instant; sessions starting at or after it. */
  from: string;
  /** ISO 8601 instant; sessions starting before it (at most 93 days after from). */
  to: string;
};

/** FT_IN with feet 1..8 and inches 0..11, or CM with cm 30..272. */
export type HeightInput = {
  cm?: number | null | undefined;
  feet?: number | null | undefined;
  inches?: number | null | undefined;
  unit: HeightUnit;
};

/** FT_IN: feet and inches; CM: centimetres. */
export type HeightUnit =
  | 'CM'
  | 'FT_IN';

export type HoldSlotInput = {
  /** RECEPTIONIST: the client the slot is held for (a client holds for itself). */
  clientId?: string | number | null | undefined;
  locationId: string | number;
  /** Defaults to VIRTUAL where the provider offers it. */
  mode?: SessionMode | null | undefined;
  productId: string | number;
  providerId: string | number;
  /** A TimeSlot.startTime from availableSlots. */
  startTime: string;
};

export type IssueGiftCardInput = {
  amount: number;
  businessId: string | number;
  expiresAt?: string | null | undefined;
  idempotencyKey: string | number;
};

export type LabDocumentKind =
  | 'REPORT'
  | 'REQUISITION';

/** What a collector sets without a report: LabInProgress (collection started), LabReceived (the lab has the sample), LabCancelled. */
export type LabTestMove =
  | 'LabCancelled'
  | 'LabInProgress'
  | 'LabReceived';

export type LocalizedTextInput = {
  en: string;
  es?: string | null | undefined;
  fr?: string | null | undefined;
  pt?: string | null | undefined;
};

export type LocationMode =
  | 'HYBRID'
  | 'IN_PERSON'
  | 'VIRTUAL';

export type MarkMedicationOrderAsDeliveredInput = {
  idempotencyKey: string | number;
  note?: string | null | undefined;
  orderItemId: string | number;
  /** true: 'I got my medication'; false: it has not arrived (reported to the business). */
  received: boolean;
};

export type MarkSessionNoShowInput = {
  HCPSessionId: string | number;
  who: NoShowSide;
};

export type MedicationDoseOptionInput = {
  dosageName?: string | null | undefined;
  dose: number;
  doseUnit: string;
  id: string | number;
  sellingPrice: number;
};

export type MedicationOrderRefInput = {
  medicationOrderId: string | number;
};

/** PROCESSING while paid, ORDERED -> PREPARING -> SHIPPED -> DELIVERED; MISSING_REPORTED, FAILED (payment), CANCELLED. */
export type MedicationOrderStatus =
  | 'CANCELLED'
  | 'DELIVERED'
  | 'FAILED'
  | 'MISSING_REPORTED'
  | 'ORDERED'
  | 'PREPARING'
  | 'PROCESSING'
  | 'SHIPPED';

export type MedicationPaymentInput = {
  /** CARD, WALLET or WALLET_CARD. */
  method: PaymentMethod;
  /** A saved card of the client (a new card is added first with addPaymentCard). */
  paymentCardId?: string | number | null | undefined;
};

export type MetricReadingInput = {
  category?: string | null | undefined;
  /** A UUID the app chose for this reading; sending it again answers the first row. */
  clientReadingId: string | number;
  metricType: MetricType;
  /** When it was measured; now by default. */
  recordedAt?: string | null | undefined;
  unit: WeightUnit;
  /** Kg 0.5 to 500 or Lb 1 to 1100 (spec §5); out of range is refused, never clamped. */
  value: number;
};

export type MetricType =
  | 'WEIGHT';

export type MoneySettingsInput = {
  businessId: string | number;
  cancellationChargePercent: number;
  cancellationWindowHours: number;
  platformFee: number;
};

/** Who did not come: the client, the provider, or both. */
export type NoShowSide =
  | 'BOTH'
  | 'CLIENT'
  | 'HCP';

export type NotificationKind =
  | 'BOOKING_CONFIRMED'
  | 'MEDICATION_DELIVERED'
  | 'MEDICATION_SHIPPED'
  | 'PROVIDER_WAITING'
  | 'REMINDER_DAY_BEFORE'
  | 'REMINDER_SOON'
  | 'RENEWAL_CHARGED'
  | 'RENEWAL_FAILED'
  | 'TREATMENT_APPROVED'
  | 'TREATMENT_DECLINED';

export type OrderFilter = {
  /** Staff: one client's bookings. A client sees only its own. */
  clientId?: string | number | null | undefined;
  /** A booking's display id (or part of it) or a service name. */
  search?: string | null | undefined;
  tab?: BookingTab | null | undefined;
};

export type OrderItemRefInput = {
  orderItemId: string | number;
};

export type OrderItemStatus =
  | 'Cancelled'
  | 'CheckinApproved'
  | 'CheckinBooked'
  | 'CheckinCancelled'
  | 'CheckinCompleted'
  | 'CheckinInProgress'
  | 'CheckinRejected'
  | 'Completed'
  | 'ConsultationCancelled'
  | 'ConsultationCompleted'
  | 'ConsultationExpired'
  | 'ConsultationInProgress'
  | 'Deleted'
  | 'InProgress'
  | 'LabBooked'
  | 'LabCancelled'
  | 'LabCompleted'
  | 'LabExpired'
  | 'LabInProgress'
  | 'LabReceived'
  | 'MedicationDelivered'
  | 'MedicationOrderProcessed'
  | 'MedicationOrderProcessing'
  | 'MedicationOrdered'
  | 'OrderCreated'
  | 'Scheduled'
  | 'SessionBooked'
  | 'SessionInProgress'
  | 'TreatmentPlanStarted';

/** Exactly one of orderId (a placed order) and checkout (a quote). */
export type OrderPricingSummaryInput = {
  checkout?: CheckoutQuoteInput | null | undefined;
  orderId?: string | number | null | undefined;
};

/** Where a checkout came from (spec §3 Source): the app, or a business's booking widget. */
export type OrderSource =
  | 'APP'
  | 'WIDGET';

export type PaymentMethod =
  | 'CARD'
  | 'CASH'
  | 'WALLET'
  | 'WALLET_CARD'
  | 'WALLET_CASH';

export type PlatformBusinessAdminInput = {
  email: string;
  firstName: string;
  language?: AdminLanguage | null | undefined;
  lastName: string;
};

export type PlatformBusinessInput = {
  /** The first business admin, invited by mail. */
  admin: PlatformBusinessAdminInput;
  currencyCode: AdminCurrency;
  /** Spec §5: cannot contain the brand word. */
  name: string;
  organizationId: string | number;
  /** The code in the business address: 2 to 32 lower-case letters, digits or dashes; unique. */
  shortId: string;
};

export type PlatformOrganizationInput = {
  /** The name card statements show. */
  billerName: string;
  name: string;
};

export type PrescriptionDirectionInput = {
  costToBusiness?: number | null | undefined;
  dosageName?: string | null | undefined;
  dose: number;
  /** mg, ml, units... */
  doseUnit: string;
  durationEvery: number;
  durationTimeUnit: DurationUnit;
  frequencyEvery: number;
  frequencyTimeUnit: DurationUnit;
  /** Subcutaneous injection, oral... */
  route: string;
  /** One month at this dose, minor units of the order's currency. */
  sellingPrice: number;
};

export type PrescriptionInput = {
  /** 1 to 6 dose options. */
  directions: Array<PrescriptionDirectionInput>;
  medicationName: string;
  notes?: string | null | undefined;
};

export type ProductType =
  | 'CONSULTATION'
  | 'LAB_TEST'
  | 'MEDICATION'
  | 'PROGRAM';

export type ProviderAgreementInput = {
  body: string;
  title: string;
};

/** AGREEMENT -> PAYMENT -> SETUP -> PENDING_APPROVAL -> APPROVED | DECLINED. */
export type ProviderApplicationStatus =
  | 'AGREEMENT'
  | 'APPROVED'
  | 'DECLINED'
  | 'PAYMENT'
  | 'PENDING_APPROVAL'
  | 'SETUP';

export type ProviderKind =
  | 'HCP'
  | 'LAB_COLLECTOR'
  | 'SERVICE_PROVIDER';

export type ProviderPlanCurrency =
  | 'BRL'
  | 'CAD'
  | 'EUR'
  | 'GBP'
  | 'MXN'
  | 'USD';

export type ProviderPlanInput = {
  code: string;
  currencyCode: ProviderPlanCurrency;
  description: string;
  name: string;
  period: ProviderPlanPeriod;
  priceMinor: number;
  sortOrder: number;
  status: ProviderPlanStatus;
};

export type ProviderPlanPeriod =
  | 'MONTH'
  | 'YEAR';

export type ProviderPlanStatus =
  | 'ACTIVE'
  | 'INACTIVE';

export type ProviderScheduleInput = {
  categoryIds: Array<string | number>;
  /** Spec §5: 'Working hours cannot overlap'. */
  hours: Array<AdminWorkingHoursInput>;
  locations: Array<AdminProviderLocationInput>;
};

export type ProviderSetupHoursInput = {
  end: string;
  start: string;
  weekday: number;
};

export type ProviderSetupInput = {
  cancellationChargePercent: number;
  cancellationWindowHours: number;
  categoryIds: Array<string | number>;
  groupDiscountPercent: number;
  hours: Array<ProviderSetupHoursInput>;
  locationIds: Array<string | number>;
  travelFeeMinor: number;
};

export type ProviderSignupInput = {
  businessCode: string;
  /** YYYY-MM-DD. */
  dob: string;
  email: string;
  firstName: string;
  gender: Gender;
  kind: ProviderSignupKind;
  lastName: string;
  phone: string;
  planId: string | number;
  timezone?: string | null | undefined;
};

/** HCP: a healthcare provider; SERVICE_PROVIDER: other services. */
export type ProviderSignupKind =
  | 'HCP'
  | 'SERVICE_PROVIDER';

export type ProvidersInput = {
  /** LAB_COLLECTOR for lab collector selection. */
  kind?: ProviderKind | null | undefined;
  locationId: string | number;
  productId: string | number;
};

export type PublishFormVersionInput = {
  description?: string | null | undefined;
  formId: string | number;
  idempotencyKey: string | number;
  name: string;
  /** The pass mark (0 to 100), written into the schema's root keyword passingPercentage. */
  passingPercentage?: number | null | undefined;
  schema: unknown;
  translations?: Array<FormTranslationInput> | null | undefined;
  uiSchema?: unknown;
};

export type PublishWorkflowInput = {
  categoryId: string | number;
  /** JSON text of the machine configuration. */
  feConfiguration: string;
  idempotencyKey: string | number;
};

/** PushSubscription.toJSON(): the endpoint and keys.p256dh and keys.auth (base64url). */
export type PushSubscriptionInput = {
  auth: string;
  endpoint: string;
  p256dh: string;
};

export type RebookInput = {
  orderItemId: string | number;
  /** Another provider serving the same service there; the session's own by default. */
  providerId?: string | number | null | undefined;
  /** The start of a slot availableSlots offered. */
  startTime: string;
};

export type ReceptionAddressInput = {
  addressLine1: string;
  /** Unit / apartment. */
  addressLine2?: string | null | undefined;
  city: string;
  /** ISO 3166-1 alpha-2 (US). */
  country: string;
  /** State code (NY). */
  state: string;
  /** 5 digits in the US. */
  zipcode: string;
};

/** Every field of spec §3 "Client creation fields"; validated by src/domain/reception/client-form.ts (BAD_USER_INPUT with extensions.fields keyed input.<field>). */
export type ReceptionClientInput = {
  address: ReceptionAddressInput;
  /** MM/DD/YYYY (YYYY-MM-DD also accepted). */
  dob: string;
  email: string;
  firstName: string;
  gender: ClientFormGender;
  height: HeightInput;
  lastName: string;
  phone: string;
  /** One of +1 (the phone must be a valid US number). */
  phoneCode: string;
  /** IANA zone (America/New_York). */
  timezone: string;
  weight: ClientWeightInput;
};

/** ACTIVE: can sign in. PENDING: invited at the desk, no password set yet. */
export type ReceptionClientStatus =
  | 'ACTIVE'
  | 'PENDING';

/** Only the fields given change. email only while the client is PENDING. */
export type ReceptionClientUpdateInput = {
  address?: ReceptionAddressInput | null | undefined;
  /** MM/DD/YYYY (YYYY-MM-DD also accepted). */
  dob?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  gender?: ClientFormGender | null | undefined;
  height?: HeightInput | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  /** One of +1 (the phone must be a valid US number). */
  phoneCode?: string | null | undefined;
  /** IANA zone (America/New_York). */
  timezone?: string | null | undefined;
  weight?: ClientWeightInput | null | undefined;
};

/** CREATED: a new person, invited to set a password. LINKED: the email already had an account elsewhere on the platform; it is now also a client here (not duplicated). EXISTING: already a client here. */
export type ReceptionCreateOutcome =
  | 'CREATED'
  | 'EXISTING'
  | 'LINKED';

export type RedeemGiftCardInput = {
  /** 16 digits; spaces between the groups are ignored. */
  cardNumber: string;
  /** Defaults to the caller's CLIENT grant. */
  clientId?: string | number | null | undefined;
};

export type RefundOrderItemInput = {
  amount: number;
  idempotencyKey: string | number;
  orderItemId: string | number;
  reason: string;
};

export type RoleName =
  | 'AFFILIATE'
  | 'BUSINESS_ADMIN'
  | 'CLIENT'
  | 'DEVELOPER'
  | 'DOCTOR_NETWORK_ADMIN'
  | 'HEALTHCARE_PROVIDER'
  | 'MASTER_ADMIN'
  | 'RECEPTIONIST'
  | 'SERVICE_PROVIDER';

export type SendVideoSignalInput = {
  kind: VideoSignalKind;
  /** JSON of the SDP or ICE candidate; at most 64,000 characters. */
  payload?: string | null | undefined;
  roomName: string;
  /** Addresses one participant of the room (a room with an observer has three); omitted: the whole room. */
  toIdentity?: string | null | undefined;
  /** The p2p room token from startVideoCall. */
  token: string;
};

/** Where one session happens. */
export type SessionMode =
  | 'IN_PERSON'
  | 'VIRTUAL';

/** Spec §3 session/booking status; PENDING is a held slot. */
export type SessionStatus =
  | 'BOTH_NO_SHOW'
  | 'CANCELLED'
  | 'CLIENT_NO_SHOW'
  | 'COMPLETED'
  | 'HCP_NO_SHOW'
  | 'INCOMPLETE'
  | 'INPROGRESS'
  | 'LAPSED'
  | 'PENDING'
  | 'SCHEDULED';

export type SetAutoRenewInput = {
  enabled: boolean;
  /** The program item. */
  orderItemId: string | number;
};

export type SetFormStatusInput = {
  formId: string | number;
  /** ACTIVE or INACTIVE. */
  status: string;
};

export type ShipMedicationOrderInput = {
  carrier: string;
  medicationOrderId: string | number;
  trackingNumber: string;
  /** The carrier’s tracking page; https only. */
  trackingUrl: string;
};

/** Where a parcel is: SHIPPED, IN_TRANSIT or DELIVERED. */
export type ShipmentStatus =
  | 'DELIVERED'
  | 'IN_TRANSIT'
  | 'SHIPPED';

export type StaffInviteInput = {
  email: string;
  firstName: string;
  /** en, es, fr or pt: the language of the invitation mail. */
  language?: string | null | undefined;
  lastName: string;
  roles: Array<StaffRole>;
};

export type StaffRole =
  | 'BUSINESS_ADMIN'
  | 'HEALTHCARE_PROVIDER'
  | 'RECEPTIONIST'
  | 'SERVICE_PROVIDER';

/** INVITED: has not set a password yet. INACTIVE: deactivated. */
export type StaffStatus =
  | 'ACTIVE'
  | 'INACTIVE'
  | 'INVITED';

export type StartTreatmentPlanInput = {
  orderItemId: string | number;
};

export type StoreUserResponsesInput = {
  answers: unknown;
  categoryId: string | number;
  /** A UUID the client chose for this set of answers; sending it again returns the stored response. */
  clientDraftId: string | number;
  /** Whom the answers are about; a CLIENT's own client by default, required for staff. */
  clientId?: string | number | null | undefined;
  formId: string | number;
  orderItemId?: string | number | null | undefined;
  productId: string | number;
};

export type TreatmentDecisionStatus =
  | 'APPROVED'
  | 'DECLINED';

export type UserInput = {
  /** YYYY-MM-DD (MM/DD/YYYY is accepted too). */
  dob: string;
  email: string;
  firstName: string;
  gender: Gender;
  lastName: string;
  phone: string;
  timezone?: string | null | undefined;
};

export type UserStatus =
  | 'ACTIVE'
  | 'COGNITO_SIGNUP_IN_PROGRESS'
  | 'INACTIVE'
  | 'IN_PROGRESS'
  | 'PASSWORD_RESET_REQUIRED'
  | 'SUSPENDED';

export type UserUpdateInput = {
  dob?: string | null | undefined;
  firstName?: string | null | undefined;
  gender?: Gender | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  timezone?: string | null | undefined;
};

export type VideoCallInput = {
  HCPSessionId: string | number;
};

/** The video service a call runs on. */
export type VideoProvider =
  | 'P2P'
  | 'TWILIO';

export type VideoSignalKind =
  | 'ANSWER'
  | 'ICE'
  | 'JOIN'
  | 'LEAVE'
  | 'OFFER'
  | 'REMOVED';

/** Spec §3 toggle "Callout or Facility". */
export type VisitKind =
  | 'CALLOUT'
  | 'FACILITY';

export type WeightUnit =
  | 'Kg'
  | 'Lb';

export type DecodeBusinessAndLocationQueryVariables = Exact<{
  businessShortId: string;
  locationShortId: string;
}>;


export type DecodeBusinessAndLocationQuery = { decodeBusinessAndLocation: { business: { id: string, shortId: string, name: string, pictureUrl: string | null, tagline: string | null, description: string | null, organizationId: string, supportEmail: string | null, supportPhone: string | null, termsUrl: string, privacyUrl: string }, location: { id: string, shortId: string, name: string, states: Array<string>, timezone: string } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { success: boolean } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, firstName: string, lastName: string, phone: string | null, dob: string | null, gender: Gender | null, timezone: string | null, status: UserStatus, isInternalUser: boolean, isPlatformAdmin: boolean, roleGrants: Array<{ id: string, organizationId: string, targetType: string, targetId: string, roleName: RoleName, displayName: string }> } };

export type RefreshContextMutationVariables = Exact<{
  refreshToken: string;
}>;


export type RefreshContextMutation = { refreshContext: { accessToken: string, refreshToken: string } };

export type AddWeightReadingMutationVariables = Exact<{
  input: AddMetricReadingsInput;
}>;


export type AddWeightReadingMutation = { addMetricReadings: Array<{ id: string }> };

export type AddWeeklyProgressMutationVariables = Exact<{
  input: AddWeeklyProgressInput;
}>;


export type AddWeeklyProgressMutation = { addWeeklyProgress: { id: string } };

export type MarkMedicationOrderAsDeliveredMutationVariables = Exact<{
  input: MarkMedicationOrderAsDeliveredInput;
}>;


export type MarkMedicationOrderAsDeliveredMutation = { markMedicationOrderAsDelivered: { success: boolean, message: string, orderItem: { id: string, status: OrderItemStatus | null } | null } };

export type StoreAssessmentAnswersMutationVariables = Exact<{
  input: StoreUserResponsesInput;
}>;


export type StoreAssessmentAnswersMutation = { storeUserResponses: { id: string, clientDraftId: string, formVersionId: string, score: { passed: boolean, percentage: number, checks: number, correct: number } } };

export type AddPaymentCardMutationVariables = Exact<{
  input: AddPaymentCardInput;
}>;


export type AddPaymentCardMutation = { addPaymentCard: { id: string, cardLastFour: string, cardType: string, cardholderName: string, expiryMonth: number, expiryYear: number, isDefault: boolean, billingAddressId: string | null, billingAddress: { id: string, addressLine1: string, addressLine2: string | null, city: string, state: string, zipcode: string } | null } };

export type GatewayDetailQueryVariables = Exact<{
  input: GatewayDetailInput;
}>;


export type GatewayDetailQuery = { gatewayDetail: { provider: string, clientKey: string, tokenizeUrl: string } };

export type PaymentCardsQueryVariables = Exact<{
  clientId?: string | number | null | undefined;
}>;


export type PaymentCardsQuery = { paymentCards: Array<{ id: string, cardLastFour: string, cardType: string, cardholderName: string, expiryMonth: number, expiryYear: number, isDefault: boolean, billingAddressId: string | null, billingAddress: { id: string, addressLine1: string, addressLine2: string | null, city: string, state: string, zipcode: string } | null }> };

export type WalletBalanceQueryVariables = Exact<{
  clientId?: string | number | null | undefined;
}>;


export type WalletBalanceQuery = { wallet: { clientId: string, balance: number, currencyCode: string } };

export type PushPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type PushPublicKeyQuery = { pushPublicKey: string };

export type RegisterPushSubscriptionMutationVariables = Exact<{
  input: PushSubscriptionInput;
}>;


export type RegisterPushSubscriptionMutation = { registerPushSubscription: boolean };

export type RemovePushSubscriptionMutationVariables = Exact<{
  endpoint: string;
}>;


export type RemovePushSubscriptionMutation = { removePushSubscription: boolean };

export type AddClientAddressMutationVariables = Exact<{
  clientId: string | number;
  addressInput: AddressInput;
  defaultAddress?: boolean | null | undefined;
}>;


export type AddClientAddressMutation = { addClientAddress: { id: string, addressLine1: string, addressLine2: string | null, city: string, state: string, country: string, zipcode: string, contact: string | null, instructions: string | null, isDefault: boolean } };

export type AddressStatesQueryVariables = Exact<{
  countryCode: string;
}>;


export type AddressStatesQuery = { states: Array<{ isoCode: string, name: string }> };

export type ClientAddressesQueryVariables = Exact<{
  clientId: string | number;
}>;


export type ClientAddressesQuery = { client: { id: string, clientAddresses: Array<{ id: string, addressLine1: string, addressLine2: string | null, city: string, state: string, country: string, zipcode: string, contact: string | null, instructions: string | null, isDefault: boolean }> } };

export type RemoveClientAddressMutationVariables = Exact<{
  clientAddressId: string | number;
  clientId: string | number;
}>;


export type RemoveClientAddressMutation = { removeClientAddress: boolean };

export type UpdateClientAddressMutationVariables = Exact<{
  clientAddressId: string | number;
  clientId: string | number;
  addressInput: AddressInput;
  defaultAddress?: boolean | null | undefined;
}>;


export type UpdateClientAddressMutation = { updateClientAddress: { id: string, addressLine1: string, addressLine2: string | null, city: string, state: string, country: string, zipcode: string, contact: string | null, instructions: string | null, isDefault: boolean } };

export type SessionCalendarLinkQueryVariables = Exact<{
  hcpSessionId: string | number;
}>;


export type SessionCalendarLinkQuery = { sessionCalendarLink: { url: string } };

export type ConsultObserversQueryVariables = Exact<{
  id: string | number;
}>;


export type ConsultObserversQuery = { hcpSession: { id: string, status: SessionStatus, mode: SessionMode, observersAllowed: boolean } | null };

export type SetConsultObserversMutationVariables = Exact<{
  input: ConsultObserversInput;
}>;


export type SetConsultObserversMutation = { setConsultObserversAllowed: { id: string, status: SessionStatus, mode: SessionMode, observersAllowed: boolean } };

export type PriceSummaryFieldsFragment = { currencyCode: string, items: Array<{ categoryId: string, categoryName: string, productId: string, productName: string, productType: string, feeBreakup: Array<{ entityName: string, entityType: string | null, amount: number, paid: number, unpaid: number }> }>, paymentSummary: { totalAmount: number, totalPaid: number, totalUnpaid: number, feeBreakupTotals: Array<{ entityName: string, entityType: string | null, amount: number }>, totals: Array<{ entityName: string, entityType: string | null, amount: number }> } };

export type ProviderSetupFieldsFragment = { travelFeeMinor: number, groupDiscountPercent: number, cancellationWindowHours: number, cancellationChargePercent: number, timezone: string, hours: Array<{ weekday: number, start: string, end: string }>, locations: Array<{ id: string, name: string }>, categories: Array<{ id: string, name: string }> };

export type CheckoutProvidersQueryVariables = Exact<{
  input: ProvidersInput;
}>;


export type CheckoutProvidersQuery = { providers: Array<{ id: string, name: string }> };

export type CheckoutFreeTimesQueryVariables = Exact<{
  input: AvailableSlotsInput;
}>;


export type CheckoutFreeTimesQuery = { freeTimes: { packedDays: ReadonlyArray<{ date: string; morning: ReadonlyArray<readonly [string, ReadonlyArray<number>]>; afternoon: ReadonlyArray<readonly [string, ReadonlyArray<number>]>; evening: ReadonlyArray<readonly [string, ReadonlyArray<number>]> }>, providers: Array<{ id: string, name: string }> } };

export type CheckoutHoldSlotMutationVariables = Exact<{
  input: HoldSlotInput;
}>;


export type CheckoutHoldSlotMutation = { holdSlot: { id: string, startTime: string, holdExpiresAt: string | null, provider: { id: string, name: string } } };

export type CheckoutReleaseSlotMutationVariables = Exact<{
  sessionId: string | number;
  clientId?: string | number | null | undefined;
}>;


export type CheckoutReleaseSlotMutation = { releaseSlot: boolean };

export type TimezonesQueryVariables = Exact<{ [key: string]: never; }>;


export type TimezonesQuery = { timezones: Array<{ name: string, label: string }> };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  proposedPassword: string;
}>;


export type ChangePasswordMutation = { resetPassword: { success: boolean } };

export type DeletePaymentCardMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePaymentCardMutation = { deletePaymentCard: boolean };

export type RedeemGiftCardMutationVariables = Exact<{
  input: RedeemGiftCardInput;
}>;


export type RedeemGiftCardMutation = { redeemGiftCard: { clientId: string, balance: number, currencyCode: string } };

export type SetDefaultPaymentCardMutationVariables = Exact<{
  id: string | number;
}>;


export type SetDefaultPaymentCardMutation = { setDefaultPaymentCard: { id: string, isDefault: boolean } };

export type UpdateProfileMutationVariables = Exact<{
  clientId: string | number;
  userInput: UserUpdateInput;
}>;


export type UpdateProfileMutation = { updateClient: { id: string } };

export type WalletHistoryQueryVariables = Exact<{
  clientId?: string | number | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type WalletHistoryQuery = { wallet: { clientId: string, currencyCode: string, entries: { totalCount: number, hasMore: boolean, items: Array<{ id: string, amount: number, balanceAfter: number, reason: string, createdAt: string, orderDisplayId: string | null }> } } };

export type AdminAffiliatesQueryVariables = Exact<{
  businessId: string | number;
}>;


export type AdminAffiliatesQuery = { adminAffiliates: Array<{ id: string, email: string, firstName: string, lastName: string, code: string, commissionBasisPoints: number, signupCount: number, orderCount: number, createdAt: string }> };

export type AdminCreateAffiliateMutationVariables = Exact<{
  businessId: string | number;
  input: AffiliateInput;
  idempotencyKey: string | number;
}>;


export type AdminCreateAffiliateMutation = { adminCreateAffiliate: { invitationSent: boolean, affiliate: { id: string, code: string } } };

export type AdminBusinessQueryVariables = Exact<{
  businessId: string | number;
}>;


export type AdminBusinessQuery = { adminBusiness: { id: string, organizationId: string, shortId: string, name: string, pictureUrl: string | null, tagline: string | null, customUrl: string | null, description: string | null, currencyCode: string, status: string, locationCount: number, categoryCount: number, productCount: number, staffCount: number, address: { addressLine1: string, addressLine2: string | null, city: string, state: string, country: string, zipcode: string } | null } };

export type AdminBusinessProfileQueryVariables = Exact<{
  businessId: string | number;
}>;


export type AdminBusinessProfileQuery = { adminBusinessProfile: { id: string, shortId: string, name: string, pictureUrl: string | null, customUrl: string | null, currencyCode: string, tagline: { en: string, es: string | null, fr: string | null, pt: string | null }, description: { en: string, es: string | null, fr: string | null, pt: string | null }, address: { addressLine1: string, addressLine2: string | null, city: string, state: string, country: string, zipcode: string } | null } };

export type AdminUpdateBusinessProfileMutationVariables = Exact<{
  businessId: string | number;
  input: AdminBusinessProfileInput;
}>;


export type AdminUpdateBusinessProfileMutation = { adminUpdateBusinessProfile: { id: string, name: string } };

export type AdminLocationsQueryVariables = Exact<{
  businessId: string | number;
}>;


export type AdminLocationsQuery = { adminLocations: Array<{ id: string, shortId: string, timezone: string, states: Array<string>, mode: LocationMode, isActive: boolean, name: { en: string, es: string | null, fr: string | null, pt: string | null }, address: { addressLine1: string, addressLine2: string | null, city: string, state: string, country: string, zipcode: string } }> };

export type AdminCreateLocationMutationVariables = Exact<{
  businessId: string | number;
  input: AdminLocationInput;
  idempotencyKey: string | number;
}>;


export type AdminCreateLocationMutation = { adminCreateLocation: { id: string } };

export type AdminUpdateLocationMutationVariables = Exact<{
  businessId: string | number;
  id: string | number;
  input: AdminLocationInput;
}>;


export type AdminUpdateLocationMutation = { adminUpdateLocation: { id: string } };

export type AdminFaqItemsQueryVariables = Exact<{
  businessId: string | number;
  locale: string;
}>;


export type AdminFaqItemsQuery = { adminFaqItems: Array<{ id: string, locale: string, question: string, answer: string, sortOrder: number }> };

export type AdminCreateFaqItemMutationVariables = Exact<{
  businessId: string | number;
  input: AdminFaqItemInput;
  idempotencyKey: string | number;
}>;


export type AdminCreateFaqItemMutation = { adminCreateFaqItem: { id: string } };

export type AdminDeleteFaqItemMutationVariables = Exact<{
  businessId: string | number;
  id: string | number;
}>;


export type AdminDeleteFaqItemMutation = { adminDeleteFaqItem: string };

export type AdminCategoryFieldsFragment = { id: string, code: string, status: string, sortOrder: number, medicationSelectionOptional: boolean, mutuallyExclusiveMedication: boolean, productCount: number, name: { en: string, es: string | null, fr: string | null, pt: string | null }, description: { en: string, es: string | null, fr: string | null, pt: string | null }, images: Array<{ url: string, type: string }> };

export type AdminCategoriesQueryVariables = Exact<{
  businessId: string | number;
}>;


export type AdminCategoriesQuery = { adminCategories: Array<{ id: string, code: string, status: string, sortOrder: number, medicationSelectionOptional: boolean, mutuallyExclusiveMedication: boolean, productCount: number, name: { en: string, es: string | null, fr: string | null, pt: string | null }, description: { en: string, es: string | null, fr: string | null, pt: string | null }, images: Array<{ url: string, type: string }> }> };

export type CreateCategoryMutationVariables = Exact<{
  businessId: string | number;
  idempotencyKey: string | number;
  input: AdminCategoryInput;
}>;


export type CreateCategoryMutation = { createCategory: { id: string, code: string, status: string, sortOrder: number, medicationSelectionOptional: boolean, mutuallyExclusiveMedication: boolean, productCount: number, name: { en: string, es: string | null, fr: string | null, pt: string | null }, description: { en: string, es: string | null, fr: string | null, pt: string | null }, images: Array<{ url: string, type: string }> } };

export type UpdateCategoryMutationVariables = Exact<{
  businessId: string | number;
  id: string | number;
  input: AdminCategoryInput;
}>;


export type UpdateCategoryMutation = { updateCategory: { id: string, code: string, status: string, sortOrder: number, medicationSelectionOptional: boolean, mutuallyExclusiveMedication: boolean, productCount: number, name: { en: string, es: string | null, fr: string | null, pt: string | null }, description: { en: string, es: string | null, fr: string | null, pt: string | null }, images: Array<{ url: string, type: string }> } };

export type AdminProductsQueryVariables = Exact<{
  businessId: string | number;
}>;


export type AdminProductsQuery = { adminProducts: Array<{ id: string, productType: string, status: string, categoryIds: Array<string>, locationCount: number, missingTranslations: number, name: { en: string, es: string | null, fr: string | null, pt: string | null } }> };

export type AdminProductFieldsFragment = { id: string, productType: string, status: string, shippingCost: number, categoryIds: Array<string>, formIds: Array<string>, details: unknown, detailTranslations: unknown, name: { en: string, es: string | null, fr: string | null, pt: string | null }, tagline: { en: string, es: string | null, fr: string | null, pt: string | null }, description: { en: string, es: string | null, fr: string | null, pt: string | null }, images: Array<{ url: string, type: string }>, locations: Array<{ locationId: string, locationName: string, offered: boolean, startingPrice: number | null, sortOrder: number | null }>, medication: { shippingCost: number, controlledSubstance: boolean, doseOptions: Array<{ id: string, dosageName: string | null, dose: number, doseUnit: string, sellingPrice: number }> } | null, labTest: { sku: string, sellingPrice: number } | null };

export type AdminProductQueryVariables = Exact<{
  businessId: string | number;
  id: string | number;
}>;


export type AdminProductQuery = { adminProduct: { id: string, productType: string, status: string, shippingCost: number, categoryIds: Array<string>, formIds: Array<string>, details: unknown, detailTranslations: unknown, name: { en: string, es: string | null, fr: string | null, pt: string | null }, tagline: { en: string, es: string | null, fr: string | null, pt: string | null }, description: { en: string, es: string | null, fr: string | null, pt: string | null }, images: Array<{ url: string, type: string }>, locations: Array<{ locationId: string, locationName: string, offered: boolean, startingPrice: number | null, sortOrder: number | null }>, medication: { shippingCost: number, controlledSubstance: boolean, doseOptions: Array<{ id: string, dosageName: string | null, dose: number, doseUnit: string, sellingPrice: number }> } | null, labTest: { sku: string, sellingPrice: number } | null } };

export type CreateProductMutationVariables = Exact<{
  businessId: string | number;
  idempotencyKey: string | number;
  input: AdminProductInput;
}>;


export type CreateProductMutation = { createProduct: { id: string, productType: string, status: string, shippingCost: number, categoryIds: Array<string>, formIds: Array<string>, details: unknown, detailTranslations: unknown, name: { en: string, es: string | null, fr: string | null, pt: string | null }, tagline: { en: string, es: string | null, fr: string | null, pt: string | null }, description: { en: string, es: string | null, fr: string | null, pt: string | null }, images: Array<{ url: string, type: string }>, locations: Array<{ locationId: string, locationName: string, offered: boolean, startingPrice: number | null, sortOrder: number | null }>, medication: { shippingCost: number, controlledSubstance: boolean, doseOptions: Array<{ id: string, dosageName: string | null, dose: number, doseUnit: string, sellingPrice: number }> } | null, labTest: { sku: string, sellingPrice: number } | null } };

export type UpdateProductMutationVariables = Exact<{
  businessId: string | number;
  id: string | number;
  input: AdminProductInput;
}>;


export type UpdateProductMutation = { updateProduct: { id: string, productType: string, status: string, shippingCost: number, categoryIds: Array<string>, formIds: Array<string>, details: unknown, detailTranslations: unknown, name: { en: string, es: string | null, fr: string | null, pt: string | null }, tagline: { en: string, es: string | null, fr: string | null, pt: string | null }, description: { en: string, es: string | null, fr: string | null, pt: string | null }, images: Array<{ url: string, type: string }>, locations: Array<{ locationId: string, locationName: string, offered: boolean, startingPrice: number | null, sortOrder: number | null }>, medication: { shippingCost: number, controlledSubstance: boolean, doseOptions: Array<{ id: string, dosageName: string | null, dose: number, doseUnit: string, sellingPrice: number }> } | null, labTest: { sku: string, sellingPrice: number } | null } };

export type AdminCatalogueLocationsQueryVariables = Exact<{
  businessId: string | number;
}>;


export type AdminCatalogueLocationsQuery = { adminCatalogueLocations: Array<{ id: string, name: string }> };

export type AdminFormsQueryVariables = Exact<{
  businessId: string | number;
}>;


export type AdminFormsQuery = { adminForms: Array<{ id: string, name: string, type: FormType | null, status: string, updatedAt: string, versions: Array<{ id: string, version: number, currentFlag: boolean }> }> };

export type AdminFormQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminFormQuery = { adminForm: { id: string, name: string, description: string | null, type: FormType | null, status: string, versions: Array<{ id: string, version: number, currentFlag: boolean, createdAt: string, answerCount: number, schema: unknown, uiSchema: unknown, texts: Array<{ locale: string, name: string, description: string | null, texts: unknown }> }> } };

export type CreateFormMutationVariables = Exact<{
  input: CreateFormInput;
}>;


export type CreateFormMutation = { createForm: { id: string } };

export type PublishFormVersionMutationVariables = Exact<{
  input: PublishFormVersionInput;
}>;


export type PublishFormVersionMutation = { publishFormVersion: { id: string, version: number } };

export type SetFormStatusMutationVariables = Exact<{
  input: SetFormStatusInput;
}>;


export type SetFormStatusMutation = { setFormStatus: { id: string, status: string } };

export type AdminMoneyQueryVariables = Exact<{
  businessId: string | number;
}>;


export type AdminMoneyQuery = { adminMoney: { businessId: string, currencyCode: string, platformFee: number, cancellationChargePercent: number, cancellationWindowHours: number, coupons: Array<{ id: string, code: string, savingType: string, savingValue: number, expiresAt: string | null }>, giftCards: Array<{ id: string, lastFour: string | null, issuedAmount: number, balance: number, currencyCode: string, redeemed: boolean, expiresAt: string | null, createdAt: string }> } };

export type UpdateMoneySettingsMutationVariables = Exact<{
  input: MoneySettingsInput;
}>;


export type UpdateMoneySettingsMutation = { updateMoneySettings: { businessId: string, platformFee: number, cancellationChargePercent: number, cancellationWindowHours: number } };

export type CreateCouponMutationVariables = Exact<{
  input: CreateCouponInput;
}>;


export type CreateCouponMutation = { createCoupon: { id: string } };

export type EndCouponMutationVariables = Exact<{
  couponId: string | number;
}>;


export type EndCouponMutation = { endCoupon: { id: string, expiresAt: string | null } };

export type IssueGiftCardMutationVariables = Exact<{
  input: IssueGiftCardInput;
}>;


export type IssueGiftCardMutation = { issueGiftCard: { id: string, cardNumber: string | null, lastFour: string | null, balance: number, currencyCode: string } };

export type AdminRefundableQueryVariables = Exact<{
  businessId: string | number;
  displayId: string;
}>;


export type AdminRefundableQuery = { adminRefundable: { orderItemId: string, displayId: string, productName: string, status: string, currencyCode: string, paid: number, refunded: number, refundable: number } };

export type RefundOrderItemMutationVariables = Exact<{
  input: RefundOrderItemInput;
}>;


export type RefundOrderItemMutation = { refundOrderItem: { id: string, refundAmount: number, refundFor: string | null, status: string } };

export type AdminPeopleQueryVariables = Exact<{
  businessId: string | number;
}>;


export type AdminPeopleQuery = { adminPeople: Array<{ userId: string, email: string, firstName: string, lastName: string, roles: Array<StaffRole>, status: StaffStatus }> };

export type AdminInvitePersonMutationVariables = Exact<{
  businessId: string | number;
  input: StaffInviteInput;
  idempotencyKey: string | number;
}>;


export type AdminInvitePersonMutation = { adminInvitePerson: { invitationSent: boolean, person: { userId: string } } };

export type AdminDeactivatePersonMutationVariables = Exact<{
  businessId: string | number;
  userId: string | number;
}>;


export type AdminDeactivatePersonMutation = { adminDeactivatePerson: { userId: string, status: StaffStatus } };

export type AdminReactivatePersonMutationVariables = Exact<{
  businessId: string | number;
  userId: string | number;
}>;


export type AdminReactivatePersonMutation = { adminReactivatePerson: { userId: string, status: StaffStatus } };

export type AdminProviderSchedulesQueryVariables = Exact<{
  businessId: string | number;
}>;


export type AdminProviderSchedulesQuery = { adminProviderSchedules: Array<{ providerId: string, displayName: string, timezone: string, status: string, categoryIds: Array<string>, hours: Array<{ weekday: number, start: string, end: string }>, locations: Array<{ locationId: string, mode: LocationMode }>, timeOff: Array<{ id: string, startsAt: string, endsAt: string, reason: string | null }> }> };

export type AdminSetProviderScheduleMutationVariables = Exact<{
  businessId: string | number;
  providerId: string | number;
  input: ProviderScheduleInput;
}>;


export type AdminSetProviderScheduleMutation = { adminSetProviderSchedule: { providerId: string } };

export type AdminAddTimeOffMutationVariables = Exact<{
  businessId: string | number;
  providerId: string | number;
  input: AdminTimeOffInput;
}>;


export type AdminAddTimeOffMutation = { adminAddTimeOff: { providerId: string } };

export type AdminRemoveTimeOffMutationVariables = Exact<{
  businessId: string | number;
  id: string | number;
}>;


export type AdminRemoveTimeOffMutation = { adminRemoveTimeOff: { providerId: string } };

export type AdminAuditLogQueryVariables = Exact<{
  businessId: string | number;
  kind?: AuditKind | null | undefined;
  page?: number | null | undefined;
}>;


export type AdminAuditLogQuery = { adminAuditLog: { totalCount: number, page: number, pageSize: number, nodes: Array<{ id: string, action: string, createdAt: string, actorEmail: string | null, actorName: string | null, targetType: string | null, targetId: string | null, details: unknown }> } };

export type AdminScheduleCategoriesQueryVariables = Exact<{
  businessId: string | number;
}>;


export type AdminScheduleCategoriesQuery = { adminScheduleCategories: Array<{ id: string, name: string }> };

export type AdminProviderApplicationsQueryVariables = Exact<{
  businessId: string | number;
  decided?: boolean | null | undefined;
}>;


export type AdminProviderApplicationsQuery = { adminProviderApplications: Array<{ email: string, firstName: string, lastName: string, planName: string, application: { id: string, status: ProviderApplicationStatus, kind: ProviderSignupKind, agreementVersion: number | null, agreementAcceptedAt: string | null, amountPaidMinor: number | null, currencyCode: string | null, paidAt: string | null, decidedAt: string | null, business: { currencyCode: string }, setup: { travelFeeMinor: number, groupDiscountPercent: number, cancellationWindowHours: number, cancellationChargePercent: number, timezone: string, hours: Array<{ weekday: number, start: string, end: string }>, locations: Array<{ id: string, name: string }>, categories: Array<{ id: string, name: string }> } | null } }> };

export type ApproveProviderApplicationMutationVariables = Exact<{
  businessId: string | number;
  applicationId: string | number;
}>;


export type ApproveProviderApplicationMutation = { approveProviderApplication: { id: string, status: ProviderApplicationStatus } };

export type DeclineProviderApplicationMutationVariables = Exact<{
  businessId: string | number;
  applicationId: string | number;
}>;


export type DeclineProviderApplicationMutation = { declineProviderApplication: { id: string, status: ProviderApplicationStatus } };

export type AdminWidgetSettingsQueryVariables = Exact<{
  businessId: string | number;
}>;


export type AdminWidgetSettingsQuery = { adminWidgetSettings: { businessId: string, businessCode: string, allowedOrigins: Array<string>, updatedAt: string | null } };

export type AdminSetWidgetOriginsMutationVariables = Exact<{
  businessId: string | number;
  origins: Array<string> | string;
}>;


export type AdminSetWidgetOriginsMutation = { adminSetWidgetOrigins: { businessId: string, businessCode: string, allowedOrigins: Array<string>, updatedAt: string | null } };

export type AdminWorkflowCategoriesQueryVariables = Exact<{
  businessId: string | number;
}>;


export type AdminWorkflowCategoriesQuery = { adminWorkflowCategories: Array<{ id: string, code: string, name: string, workflowVersions: Array<{ id: string, version: number, workflowId: string, currentFlag: boolean, createdAt: string, feConfiguration: string }> }> };

export type PublishWorkflowVersionMutationVariables = Exact<{
  input: PublishWorkflowInput;
}>;


export type PublishWorkflowVersionMutation = { publishWorkflowVersion: { id: string, version: number } };

export type AffiliateDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AffiliateDashboardQuery = { affiliateDashboard: { id: string, code: string, businessName: string, landingPath: string, commissionBasisPoints: number, signupCount: number, orderCount: number, months: Array<{ month: string, currencyCode: string, signupCount: number, orderCount: number, orderValue: number, commission: number }>, signups: Array<{ id: string, name: string, createdAt: string, confirmed: boolean }>, orders: Array<{ id: string, displayId: string, createdAt: string, source: string, currencyCode: string, orderValue: number, commission: number }> } };

export type AnswersStillOpenQueryVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type AnswersStillOpenQuery = { userResponses: { nodes: Array<{ id: string, orderItemId: string | null }> } };

export type AssessmentProductQueryVariables = Exact<{
  id: string | number;
  locationId: string | number;
}>;


export type AssessmentProductQuery = { product: { id: string, name: string, categories: Array<{ id: string, name: string }>, forms: Array<{ id: string, type: FormType | null }>, images: Array<{ url: string, type: string }> } };

export type PreAssessmentFormQueryVariables = Exact<{
  id: string | number;
  locale?: string | null | undefined;
}>;


export type PreAssessmentFormQuery = { form: { id: string, name: string, description: string | null, type: FormType | null, currentVersion: { id: string, version: number, schema: unknown, uiSchema: unknown } | null } };

export type AddSignupAddressMutationVariables = Exact<{
  clientId: string | number;
  addressInput: AddressInput;
  defaultAddress?: boolean | null | undefined;
}>;


export type AddSignupAddressMutation = { addClientAddress: { id: string } };

export type ClientSignupProgressQueryVariables = Exact<{
  clientId: string | number;
}>;


export type ClientSignupProgressQuery = { clientSignupProgress: { finished: boolean, identityGiven: boolean, addressGiven: boolean } };

export type ClientSignupMutationVariables = Exact<{
  password: string;
  userInput: UserInput;
  attribution?: AttributionInput | null | undefined;
}>;


export type ClientSignupMutation = { clientSignup: { id: string, userId: string } };

export type ConfirmForgotPasswordMutationVariables = Exact<{
  email: string;
  code: string;
  password: string;
}>;


export type ConfirmForgotPasswordMutation = { confirmForgotPassword: { success: boolean } };

export type ConfirmUserSignUpMutationVariables = Exact<{
  email: string;
  code: string;
}>;


export type ConfirmUserSignUpMutation = { confirmUserSignUp: { success: boolean } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { accessToken: string, refreshToken: string, idToken: string } };

export type ResendConfirmationCodeMutationVariables = Exact<{
  email: string;
}>;


export type ResendConfirmationCodeMutation = { resendConfirmationCode: { success: boolean } };

export type SendForgotPasswordCodeMutationVariables = Exact<{
  email: string;
}>;


export type SendForgotPasswordCodeMutation = { sendForgotPasswordCode: { success: boolean } };

export type StatesQueryVariables = Exact<{
  countryCode: string;
}>;


export type StatesQuery = { states: Array<{ isoCode: string, name: string }> };

export type UpdateClientIdentityMutationVariables = Exact<{
  clientId: string | number;
  clientInput: ClientInput;
}>;


export type UpdateClientIdentityMutation = { updateClient: { id: string } };

export type HoldBookingSlotMutationVariables = Exact<{
  input: HoldSlotInput;
}>;


export type HoldBookingSlotMutation = { holdSlot: { id: string } };

export type BookConsultationMutationVariables = Exact<{
  input: BookConsultationInput;
}>;


export type BookConsultationMutation = { bookConsultation: { success: boolean, orderItem: { id: string, status: OrderItemStatus | null } } };

export type BookingItemQueryVariables = Exact<{
  id: string | number;
}>;


export type BookingItemQuery = { orderItem: { id: string, displayId: string, orderId: string, status: OrderItemStatus | null, productId: string, productName: string, productType: string, categoryId: string, categoryName: string, createdAt: string, programItemId: string | null, treatmentPlanStartDate: string | null, treatmentDecision: { status: TreatmentDecisionStatus, decidedAt: string, declineReason: string | null, prescription: { id: string, medicationName: string, notes: string | null, currencyCode: string, directions: Array<{ id: string, position: number, dosageName: string | null, dose: number, doseUnit: string, route: string, frequencyEvery: number, frequencyTimeUnit: DurationUnit, durationEvery: number, durationTimeUnit: DurationUnit, sellingPrice: number }> } | null } | null, medicationOptions: { amountNow: number, shippingCost: number, creditFromCheckout: number, currencyCode: string, startingDirection: { id: string } } | null, medicationOrder: { id: string, status: MedicationOrderStatus, cycle: number, bookingType: string, medicationName: string, amount: number, shippingCost: number, chargedAmount: number, currencyCode: string, paymentMethod: string, orderedAt: string | null, shippedAt: string | null, deliveredAt: string | null, deliveryConfirmedAt: string | null, missingReportedAt: string | null, failureReason: string | null, failureCode: string | null, shippingAddress: { id: string, addressLine1: string, addressLine2: string | null, city: string, state: string, zipcode: string, country: string } | null, direction: { id: string, dosageName: string | null, dose: number, doseUnit: string, route: string, frequencyEvery: number, frequencyTimeUnit: DurationUnit, durationEvery: number, durationTimeUnit: DurationUnit, sellingPrice: number } } | null, autoRenewal: { enabled: boolean, canChange: boolean, nextRenewalAt: string | null, nextAmount: number | null, currencyCode: string, requiresReapproval: boolean, nextDirection: { id: string, dosageName: string | null, dose: number, doseUnit: string, route: string, frequencyEvery: number, frequencyTimeUnit: DurationUnit, durationEvery: number, durationTimeUnit: DurationUnit, sellingPrice: number } | null, lastRenewal: { status: string, at: string, amount: number, orderItemId: string | null, message: string | null } | null } | null, consultationDetail: { HCPId: string, HCPSessionId: string, HCPName: string, HCPProfileImg: string | null, scheduleDateTimeUTC: string, sessionStatus: SessionStatus, rescheduleCutOffTime: string, canJoin: boolean, canReschedule: boolean, canCancel: boolean } | null, labTest: { status: OrderItemStatus | null, sku: string | null, collectorName: string, startsAt: string, reportAvailable: boolean, place: { kind: string, name: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zipcode: string, instructions: string | null } } | null, orderItemConsults: Array<{ hcpSessionId: string, hcpSessionDisplayId: string, status: SessionStatus, mode: SessionMode, scheduleDateTimeUTC: string, endDateTimeUTC: string }>, cancellationQuote: { allowed: boolean, currencyCode: string, percentage: number, windowHours: number, withinWindow: boolean, chargeAmount: number, refundToWallet: number }, shipments: Array<{ id: string, carrier: string, trackingNumber: string, trackingUrl: string, status: ShipmentStatus, shippedAt: string, deliveredAt: string | null }>, order: { id: string, displayId: string, businessLocationId: string, businessLocationName: string, currencyCode: string, orderPricingSummary: { currencyCode: string, refunds: Array<{ id: string, orderItemId: string, refundAmount: number, refundFor: string | null, status: string }> }, shippingAddress: { id: string, addressLine1: string, addressLine2: string | null, city: string, state: string, zipcode: string, country: string } | null, billingAddress: { id: string, addressLine1: string, addressLine2: string | null, city: string, state: string, zipcode: string, country: string } | null } } };

export type BookingOrderQueryVariables = Exact<{
  orderId: string | number;
}>;


export type BookingOrderQuery = { order: { id: string, displayId: string, createdAt: string, currencyCode: string, businessName: string, businessLocationName: string, orderItems: Array<{ id: string, displayId: string, status: OrderItemStatus | null, productName: string, productType: string, createdAt: string, programItemId: string | null, treatmentDecision: { status: TreatmentDecisionStatus } | null, consultationDetail: { HCPSessionId: string, HCPName: string, scheduleDateTimeUTC: string, sessionStatus: SessionStatus, canJoin: boolean, canReschedule: boolean, canCancel: boolean } | null }>, orderPricingSummary: { currencyCode: string, items: Array<{ orderItemId: string | null, categoryId: string, categoryName: string, productId: string, productName: string, productType: string, feeBreakup: Array<{ entityName: string, entityType: string | null, amount: number, paid: number, unpaid: number }> }>, paymentSummary: { preAuthorized: number, releasedOnCancel: number, totalAmount: number, totalPaid: number, totalUnpaid: number, feeBreakupTotals: Array<{ entityName: string, entityType: string | null, amount: number }>, totals: Array<{ entityName: string, entityType: string | null, amount: number }> }, refunds: Array<{ id: string, orderItemId: string, refundAmount: number, refundFor: string | null, refundReason: string | null, message: string | null, status: string, createdAt: string, updatedAt: string }> }, shippingAddress: { id: string, addressLine1: string, addressLine2: string | null, city: string, state: string, zipcode: string, country: string } | null, billingAddress: { id: string, addressLine1: string, addressLine2: string | null, city: string, state: string, zipcode: string, country: string } | null } | null };

export type BookingsListQueryVariables = Exact<{
  limit?: number | null | undefined;
  after?: string | null | undefined;
  before?: string | null | undefined;
  last?: number | null | undefined;
  filter?: OrderFilter | null | undefined;
}>;


export type BookingsListQuery = { orders: { totalCount: number, pageInfo: { startCursor: string | null, endCursor: string | null, hasNextPage: boolean, hasPreviousPage: boolean }, edges: Array<{ cursor: string, node: { id: string, displayId: string, orderId: string, status: OrderItemStatus | null, productName: string, productType: string, createdAt: string, programItemId: string | null, treatmentDecision: { status: TreatmentDecisionStatus } | null, consultationDetail: { HCPSessionId: string, HCPName: string, scheduleDateTimeUTC: string, sessionStatus: SessionStatus, canJoin: boolean, canReschedule: boolean, canCancel: boolean } | null } }> } };

export type CancelBookingMutationVariables = Exact<{
  input: CancelOrderItemInput;
}>;


export type CancelBookingMutation = { cancelOrderItem: { success: boolean, orderItem: { id: string, status: OrderItemStatus | null } } };

export type LabDocumentLinkMutationVariables = Exact<{
  orderItemId: string | number;
  kind: LabDocumentKind;
}>;


export type LabDocumentLinkMutation = { labDocumentLink: { url: string } };

export type RebookMutationVariables = Exact<{
  input: RebookInput;
}>;


export type RebookMutation = { rebook: { success: boolean, orderItem: { id: string, orderId: string, status: OrderItemStatus | null } } };

export type CreateMedicationOrderMutationVariables = Exact<{
  input: CreateMedicationOrderInput;
}>;


export type CreateMedicationOrderMutation = { createMedicationOrder: { success: boolean, message: string, orderItem: { id: string, orderId: string, status: OrderItemStatus | null } | null } };

export type StartTreatmentPlanMutationVariables = Exact<{
  input: StartTreatmentPlanInput;
}>;


export type StartTreatmentPlanMutation = { startTreatmentPlan: { id: string, status: OrderItemStatus | null, treatmentPlanStartDate: string | null } };

export type SetAutoRenewMutationVariables = Exact<{
  input: SetAutoRenewInput;
}>;


export type SetAutoRenewMutation = { setAutoRenew: { id: string, autoRenewal: { enabled: boolean, canChange: boolean } | null } };

export type ProgramItemQueryVariables = Exact<{
  id: string | number;
}>;


export type ProgramItemQuery = { orderItem: { id: string, orderId: string, displayId: string, productName: string } };

export type CartPricesQueryVariables = Exact<{
  locationId: string | number;
}>;


export type CartPricesQuery = { productsByLocation: Array<{ id: string, shippingCost: number, productLocations: Array<{ id: string, startingPrice: number, currencyCode: string }> }> };

export type CategoryWorkflowQueryVariables = Exact<{
  categoryId: string | number;
}>;


export type CategoryWorkflowQuery = { workflow: { id: string, currentFlag: boolean, feConfiguration: unknown } | null };

export type CartClientAddressQueryVariables = Exact<{
  clientId: string | number;
}>;


export type CartClientAddressQuery = { client: { id: string, clientAddresses: Array<{ id: string, state: string, isDefault: boolean }> } };

export type ValidateDuplicateOrderQueryVariables = Exact<{
  categoryId: string | number;
  clientId: string | number;
  productId: string | number;
}>;


export type ValidateDuplicateOrderQuery = { validateDuplicateOrder: { isDuplicate: boolean, existingOrderItem: { id: string, displayId: string, orderId: string, productId: string, productName: string, status: OrderItemStatus | null, createdAt: string } | null } };

export type CategoryByLocationQueryVariables = Exact<{
  locationId: string | number;
}>;


export type CategoryByLocationQuery = { categoryByLocation: Array<{ id: string, name: string, description: string | null, sortOrder: number, images: Array<{ url: string, type: string }> }> };

export type ProductQueryVariables = Exact<{
  id: string | number;
  locationId: string | number;
}>;


export type ProductQuery = { product: { id: string, name: string, tagline: string | null, description: string | null, details: unknown, productType: string, shippingCost: number, images: Array<{ url: string, type: string }>, categories: Array<{ id: string, name: string }>, forms: Array<{ id: string, type: FormType | null }>, productLocations: Array<{ id: string, locationId: string, startingPrice: number, currencyCode: string, sortOrder: number, images: Array<{ url: string, type: string }> }>, medicationProduct: { id: string, shippingCost: number, controlledSubstance: boolean } | null, labTestProduct: { id: string, sku: string, sellingPrice: number } | null } };

export type ProductsByLocationQueryVariables = Exact<{
  locationId: string | number;
}>;


export type ProductsByLocationQuery = { productsByLocation: Array<{ id: string, name: string, tagline: string | null, productType: string, images: Array<{ url: string, type: string }>, categories: Array<{ id: string }>, productLocations: Array<{ id: string, startingPrice: number, currencyCode: string, sortOrder: number, images: Array<{ url: string, type: string }> }> }> };

export type CheckoutQuoteQueryVariables = Exact<{
  input: OrderPricingSummaryInput;
}>;


export type CheckoutQuoteQuery = { orderPricingSummary: { currencyCode: string, items: Array<{ hasHCPApproval: boolean, categoryId: string, categoryName: string, productId: string, productName: string, productType: string, feeBreakup: Array<{ entityName: string, entityType: string | null, amount: number, paid: number, unpaid: number }> }>, paymentSummary: { preAuthorized: number, alreadyCharged: number, giftCardApplied: number, walletApplied: number, cardAmount: number, totalAmount: number, totalPaid: number, totalUnpaid: number, feeBreakupTotals: Array<{ entityName: string, entityType: string | null, amount: number }>, totals: Array<{ entityName: string, entityType: string | null, amount: number }> }, refunds: Array<{ id: string, message: string | null, orderItemId: string, refundAmount: number, refundFor: string | null, refundReason: string | null, status: string, createdAt: string, updatedAt: string }> } };

export type PlaceOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type PlaceOrderMutation = { createOrder: { success: boolean, message: string, replayed: boolean, order: { id: string, displayId: string } } };

export type PlacedOrderQueryVariables = Exact<{
  orderId: string | number;
}>;


export type PlacedOrderQuery = { order: { id: string, displayId: string, createdAt: string, businessName: string, businessLocationName: string, paymentMethod: PaymentMethod | null, orderItems: Array<{ id: string, displayId: string, productName: string, productType: string, categoryName: string, status: OrderItemStatus | null, consultationDetail: { HCPSessionId: string, HCPName: string, scheduleDateTimeUTC: string } | null }>, orderPricingSummary: { currencyCode: string, items: Array<{ hasHCPApproval: boolean, categoryId: string, categoryName: string, productId: string, productName: string, productType: string, feeBreakup: Array<{ entityName: string, entityType: string | null, amount: number, paid: number, unpaid: number }> }>, paymentSummary: { preAuthorized: number, alreadyCharged: number, giftCardApplied: number, walletApplied: number, cardAmount: number, totalAmount: number, totalPaid: number, totalUnpaid: number, feeBreakupTotals: Array<{ entityName: string, entityType: string | null, amount: number }>, totals: Array<{ entityName: string, entityType: string | null, amount: number }> }, refunds: Array<{ id: string, message: string | null, orderItemId: string, refundAmount: number, refundFor: string | null, refundReason: string | null, status: string, createdAt: string, updatedAt: string }> } } | null };

export type FaqItemsQueryVariables = Exact<{
  businessId: string | number;
  locale: string;
}>;


export type FaqItemsQuery = { faqItems: Array<{ id: string, question: string, answer: string, sortOrder: number }> };

export type MarkMedicationOrderPreparingMutationVariables = Exact<{
  input: MedicationOrderRefInput;
}>;


export type MarkMedicationOrderPreparingMutation = { markMedicationOrderPreparing: { id: string, status: MedicationOrderStatus } };

export type ShipMedicationOrderMutationVariables = Exact<{
  input: ShipMedicationOrderInput;
}>;


export type ShipMedicationOrderMutation = { shipMedicationOrder: { id: string, status: MedicationOrderStatus } };

export type MarkMedicationOrderDeliveredMutationVariables = Exact<{
  input: MedicationOrderRefInput;
}>;


export type MarkMedicationOrderDeliveredMutation = { markMedicationOrderDelivered: { id: string, status: MedicationOrderStatus } };

export type FulfilmentQueueQueryVariables = Exact<{
  filter?: FulfilmentFilter | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type FulfilmentQueueQuery = { medicationOrdersToFulfil: { totalCount: number, nodes: Array<{ orderItemDisplayId: string, productName: string, clientName: string, clientEmail: string, clientPhone: string | null, shipping: { addressLine1: string, addressLine2: string | null, city: string, state: string, zipcode: string } | null, shipments: Array<{ id: string, carrier: string, trackingNumber: string, trackingUrl: string, shippedAt: string }>, medicationOrder: { id: string, status: MedicationOrderStatus, cycle: number, bookingType: string, medicationName: string, orderedAt: string | null, preparingAt: string | null, shippedAt: string | null, deliveredAt: string | null, missingReportedAt: string | null, direction: { dosageName: string | null, dose: number, doseUnit: string, route: string, frequencyEvery: number, frequencyTimeUnit: DurationUnit, durationEvery: number, durationTimeUnit: DurationUnit, sellingPrice: number, costToBusiness: number | null } } }> } };

export type ApproveTreatmentMutationVariables = Exact<{
  input: ApproveTreatmentInput;
}>;


export type ApproveTreatmentMutation = { approveTreatment: { id: string, hasHCPApproval: boolean } };

export type HcpSessionClientQueryVariables = Exact<{
  id: string | number;
}>;


export type HcpSessionClientQuery = { hcpSession: { id: string, clientId: string } | null };

export type HcpClientProgressQueryVariables = Exact<{
  clientId: string | number;
  readings?: number | null | undefined;
  records?: number | null | undefined;
}>;


export type HcpClientProgressQuery = { metricReadings: { totalCount: number, nodes: Array<{ id: string, unit: WeightUnit, value: number, valueKg: number, recordedAt: string }> }, weeklyProgress: { totalCount: number, nodes: Array<{ id: string, weight: number, weightUnit: WeightUnit, weightKg: number, feeling: Feeling, dosage: string, administeredBy: AdministeredBy, recordedOn: string }> } };

export type CompleteSessionMutationVariables = Exact<{
  input: VideoCallInput;
}>;


export type CompleteSessionMutation = { completeSession: { id: string, status: SessionStatus } };

export type DeclineTreatmentMutationVariables = Exact<{
  input: DeclineTreatmentInput;
}>;


export type DeclineTreatmentMutation = { declineTreatment: { id: string, hasHCPApproval: boolean } };

export type HcpSessionQueryVariables = Exact<{
  id: string | number;
}>;


export type HcpSessionQuery = { hcpSession: { id: string, displayId: string, startTime: string, endTime: string, status: SessionStatus, mode: SessionMode, canJoin: boolean, productId: string, locationId: string, coveringFor: string | null, client: { firstName: string, lastName: string, dob: string | null, gender: string | null, email: string, phone: string | null } | null, orderItem: { id: string, displayId: string, productName: string, categoryName: string, status: OrderItemStatus | null, treatmentDecision: { status: TreatmentDecisionStatus, decidedAt: string, declineReason: string | null, prescription: { medicationName: string, currencyCode: string, notes: string | null, approvalDate: string, directions: Array<{ id: string, dosageName: string | null, dose: number, doseUnit: string, route: string, frequencyEvery: number, frequencyTimeUnit: DurationUnit, durationEvery: number, durationTimeUnit: DurationUnit, sellingPrice: number, costToBusiness: number | null }> } | null } | null } | null, answers: Array<{ id: string, formName: string, formSchema: unknown, formUiSchema: unknown, answers: unknown, isHCPReviewed: boolean, createdAt: string }> } | null };

export type HcpSessionsQueryVariables = Exact<{
  filter: HcpSessionsFilter;
}>;


export type HcpSessionsQuery = { hcpSessions: Array<{ id: string, displayId: string, startTime: string, endTime: string, status: SessionStatus, mode: SessionMode, canJoin: boolean, client: { firstName: string, lastName: string } | null, orderItem: { id: string, productName: string } | null }> };

export type MarkAnswersReviewedMutationVariables = Exact<{
  input: OrderItemRefInput;
}>;


export type MarkAnswersReviewedMutation = { markAnswersReviewed: { id: string } };

export type MarkSessionNoShowMutationVariables = Exact<{
  input: MarkSessionNoShowInput;
}>;


export type MarkSessionNoShowMutation = { markSessionNoShow: { id: string, status: SessionStatus } };

export type ApproveRenewalMutationVariables = Exact<{
  input: ApproveRenewalInput;
}>;


export type ApproveRenewalMutation = { approveRenewal: { id: string, status: OrderItemStatus | null } };

export type DeclineRenewalMutationVariables = Exact<{
  input: DeclineRenewalInput;
}>;


export type DeclineRenewalMutation = { declineRenewal: { id: string, status: OrderItemStatus | null } };

export type RenewalsAwaitingApprovalQueryVariables = Exact<{ [key: string]: never; }>;


export type RenewalsAwaitingApprovalQuery = { renewalsAwaitingApproval: Array<{ orderItemId: string, orderItemDisplayId: string, clientName: string, medicationName: string, cycle: number, amount: number, currencyCode: string, dueAt: string, requestedAt: string, direction: { id: string, dosageName: string | null, dose: number, doseUnit: string, route: string, frequencyEvery: number, frequencyTimeUnit: DurationUnit, durationEvery: number, durationTimeUnit: DurationUnit, sellingPrice: number, costToBusiness: number | null } }> };

export type SessionCurrencyQueryVariables = Exact<{
  productId: string | number;
  locationId: string | number;
}>;


export type SessionCurrencyQuery = { product: { id: string, productLocations: Array<{ locationId: string, currencyCode: string }> } };

export type ChangeLabTestStatusMutationVariables = Exact<{
  orderItemId: string | number;
  status: LabTestMove;
}>;


export type ChangeLabTestStatusMutation = { changeLabTestStatus: { orderItemId: string, status: OrderItemStatus | null } };

export type LabReportUploadLinkMutationVariables = Exact<{
  orderItemId: string | number;
}>;


export type LabReportUploadLinkMutation = { labReportUploadLink: { url: string } };

export type CollectorRequisitionLinkMutationVariables = Exact<{
  orderItemId: string | number;
}>;


export type CollectorRequisitionLinkMutation = { labDocumentLink: { url: string } };

export type LabVisitsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type LabVisitsQuery = { labVisits: Array<{ orderItemId: string, orderItemDisplayId: string, status: OrderItemStatus | null, clientName: string, clientPhone: string | null, productName: string, sku: string | null, sessionDisplayId: string, startsAt: string, endsAt: string, timezone: string, hasReport: boolean, place: { kind: string, name: string | null, addressLine1: string, addressLine2: string | null, city: string, state: string, zipcode: string, country: string, instructions: string | null } }> };

export type NearBusinessQueryVariables = Exact<{
  shortId: string;
}>;


export type NearBusinessQuery = { decodeBusiness: { id: string, shortId: string, name: string, pictureUrl: string | null, tagline: string | null, description: string | null, organizationId: string, supportEmail: string | null, supportPhone: string | null } };

export type LocationsByLatLongQueryVariables = Exact<{
  businessId: string | number;
  latitude: number;
  longitude: number;
  radius: number;
}>;


export type LocationsByLatLongQuery = { businessLocationsByLatLong: Array<{ id: string, shortId: string, name: string, addressLine1: string, addressLine2: string | null, city: string, addressState: string, zipcode: string, country: string, states: Array<string>, distanceKm: number | null }> };

export type LocationsByStateQueryVariables = Exact<{
  businessId: string | number;
  state: string;
  city?: string | null | undefined;
  zipcode?: string | null | undefined;
}>;


export type LocationsByStateQuery = { businessLocationsByState: Array<{ id: string, shortId: string, name: string, addressLine1: string, addressLine2: string | null, city: string, addressState: string, zipcode: string, country: string, states: Array<string>, distanceKm: number | null }> };

export type LocationStatesQueryVariables = Exact<{
  countryCode: string;
}>;


export type LocationStatesQuery = { states: Array<{ isoCode: string, name: string }> };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
  all?: boolean | null | undefined;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead: number };

export type NotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationAddedSubscription = { notificationAdded: { id: string, kind: NotificationKind, title: string, body: string, link: string, callSessionId: string | null, createdAt: string, readAt: string | null } };

export type NotificationsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type NotificationsQuery = { notifications: { totalCount: number, unreadCount: number, nodes: Array<{ id: string, kind: NotificationKind, title: string, body: string, link: string, callSessionId: string | null, createdAt: string, readAt: string | null }> } };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { unreadNotificationCount: number };

export type ProviderSignupInfoQueryVariables = Exact<{
  businessCode: string;
}>;


export type ProviderSignupInfoQuery = { providerSignupInfo: { business: { id: string, name: string, shortId: string }, plans: Array<{ id: string, code: string, name: string, description: string, priceMinor: number, currencyCode: string, period: ProviderPlanPeriod }>, agreement: { version: number, title: string, body: string } | null } };

export type ProviderSignupMutationVariables = Exact<{
  input: ProviderSignupInput;
  password: string;
}>;


export type ProviderSignupMutation = { providerSignup: { applicationId: string, userId: string } };

export type ProviderApplicationFieldsFragment = { id: string, status: ProviderApplicationStatus, kind: ProviderSignupKind, agreementVersion: number | null, agreementAcceptedAt: string | null, amountPaidMinor: number | null, currencyCode: string | null, cardLastFour: string | null, paidAt: string | null, business: { id: string, name: string, shortId: string, currencyCode: string }, plan: { id: string, name: string, priceMinor: number, currencyCode: string, period: ProviderPlanPeriod }, currentAgreement: { version: number, title: string, body: string } | null, gateway: { clientKey: string, tokenizeUrl: string } | null, setupOptions: { locations: Array<{ id: string, name: string }>, categories: Array<{ id: string, name: string }> }, setup: { travelFeeMinor: number, groupDiscountPercent: number, cancellationWindowHours: number, cancellationChargePercent: number, timezone: string, hours: Array<{ weekday: number, start: string, end: string }>, locations: Array<{ id: string, name: string }>, categories: Array<{ id: string, name: string }> } | null };

export type MyProviderApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProviderApplicationsQuery = { myProviderApplications: Array<{ id: string, status: ProviderApplicationStatus, kind: ProviderSignupKind, agreementVersion: number | null, agreementAcceptedAt: string | null, amountPaidMinor: number | null, currencyCode: string | null, cardLastFour: string | null, paidAt: string | null, business: { id: string, name: string, shortId: string, currencyCode: string }, plan: { id: string, name: string, priceMinor: number, currencyCode: string, period: ProviderPlanPeriod }, currentAgreement: { version: number, title: string, body: string } | null, gateway: { clientKey: string, tokenizeUrl: string } | null, setupOptions: { locations: Array<{ id: string, name: string }>, categories: Array<{ id: string, name: string }> }, setup: { travelFeeMinor: number, groupDiscountPercent: number, cancellationWindowHours: number, cancellationChargePercent: number, timezone: string, hours: Array<{ weekday: number, start: string, end: string }>, locations: Array<{ id: string, name: string }>, categories: Array<{ id: string, name: string }> } | null }> };

export type AcceptProviderAgreementMutationVariables = Exact<{
  applicationId: string | number;
  version: number;
}>;


export type AcceptProviderAgreementMutation = { acceptProviderAgreement: { id: string, status: ProviderApplicationStatus, kind: ProviderSignupKind, agreementVersion: number | null, agreementAcceptedAt: string | null, amountPaidMinor: number | null, currencyCode: string | null, cardLastFour: string | null, paidAt: string | null, business: { id: string, name: string, shortId: string, currencyCode: string }, plan: { id: string, name: string, priceMinor: number, currencyCode: string, period: ProviderPlanPeriod }, currentAgreement: { version: number, title: string, body: string } | null, gateway: { clientKey: string, tokenizeUrl: string } | null, setupOptions: { locations: Array<{ id: string, name: string }>, categories: Array<{ id: string, name: string }> }, setup: { travelFeeMinor: number, groupDiscountPercent: number, cancellationWindowHours: number, cancellationChargePercent: number, timezone: string, hours: Array<{ weekday: number, start: string, end: string }>, locations: Array<{ id: string, name: string }>, categories: Array<{ id: string, name: string }> } | null } };

export type PayProviderPlanMutationVariables = Exact<{
  applicationId: string | number;
  token: string;
  idempotencyKey: string | number;
}>;


export type PayProviderPlanMutation = { payProviderPlan: { id: string, status: ProviderApplicationStatus, kind: ProviderSignupKind, agreementVersion: number | null, agreementAcceptedAt: string | null, amountPaidMinor: number | null, currencyCode: string | null, cardLastFour: string | null, paidAt: string | null, business: { id: string, name: string, shortId: string, currencyCode: string }, plan: { id: string, name: string, priceMinor: number, currencyCode: string, period: ProviderPlanPeriod }, currentAgreement: { version: number, title: string, body: string } | null, gateway: { clientKey: string, tokenizeUrl: string } | null, setupOptions: { locations: Array<{ id: string, name: string }>, categories: Array<{ id: string, name: string }> }, setup: { travelFeeMinor: number, groupDiscountPercent: number, cancellationWindowHours: number, cancellationChargePercent: number, timezone: string, hours: Array<{ weekday: number, start: string, end: string }>, locations: Array<{ id: string, name: string }>, categories: Array<{ id: string, name: string }> } | null } };

export type SaveProviderSetupMutationVariables = Exact<{
  applicationId: string | number;
  input: ProviderSetupInput;
}>;


export type SaveProviderSetupMutation = { saveProviderSetup: { id: string, status: ProviderApplicationStatus, kind: ProviderSignupKind, agreementVersion: number | null, agreementAcceptedAt: string | null, amountPaidMinor: number | null, currencyCode: string | null, cardLastFour: string | null, paidAt: string | null, business: { id: string, name: string, shortId: string, currencyCode: string }, plan: { id: string, name: string, priceMinor: number, currencyCode: string, period: ProviderPlanPeriod }, currentAgreement: { version: number, title: string, body: string } | null, gateway: { clientKey: string, tokenizeUrl: string } | null, setupOptions: { locations: Array<{ id: string, name: string }>, categories: Array<{ id: string, name: string }> }, setup: { travelFeeMinor: number, groupDiscountPercent: number, cancellationWindowHours: number, cancellationChargePercent: number, timezone: string, hours: Array<{ weekday: number, start: string, end: string }>, locations: Array<{ id: string, name: string }>, categories: Array<{ id: string, name: string }> } | null } };

export type ProviderConfirmSignUpMutationVariables = Exact<{
  email: string;
  code: string;
}>;


export type ProviderConfirmSignUpMutation = { confirmUserSignUp: { success: boolean } };

export type ProviderResendCodeMutationVariables = Exact<{
  email: string;
}>;


export type ProviderResendCodeMutation = { resendConfirmationCode: { success: boolean } };

export type ProviderLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type ProviderLoginMutation = { login: { accessToken: string, refreshToken: string, idToken: string } };

export type PlatformOrganizationsQueryVariables = Exact<{ [key: string]: never; }>;


export type PlatformOrganizationsQuery = { platformOrganizations: Array<{ id: string, name: string, billerName: string, businesses: Array<{ id: string, shortId: string, name: string, currencyCode: string, admins: Array<{ userId: string, email: string, firstName: string, lastName: string, status: UserStatus }> }> }> };

export type PlatformCreateOrganizationMutationVariables = Exact<{
  input: PlatformOrganizationInput;
  idempotencyKey: string | number;
}>;


export type PlatformCreateOrganizationMutation = { platformCreateOrganization: { id: string } };

export type PlatformCreateBusinessMutationVariables = Exact<{
  input: PlatformBusinessInput;
  idempotencyKey: string | number;
}>;


export type PlatformCreateBusinessMutation = { platformCreateBusiness: { invitationSent: boolean, business: { id: string } } };

export type PlatformProviderPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PlatformProviderPlansQuery = { platformProviderPlans: Array<{ id: string, code: string, name: string, description: string, priceMinor: number, currencyCode: string, period: ProviderPlanPeriod, status: ProviderPlanStatus, sortOrder: number }>, platformProviderAgreements: Array<{ id: string, version: number, title: string, body: string, publishedAt: string }> };

export type PlatformCreateProviderPlanMutationVariables = Exact<{
  input: ProviderPlanInput;
  idempotencyKey: string | number;
}>;


export type PlatformCreateProviderPlanMutation = { platformCreateProviderPlan: { id: string } };

export type PlatformUpdateProviderPlanMutationVariables = Exact<{
  id: string | number;
  input: ProviderPlanInput;
}>;


export type PlatformUpdateProviderPlanMutation = { platformUpdateProviderPlan: { id: string } };

export type PlatformPublishProviderAgreementMutationVariables = Exact<{
  input: ProviderAgreementInput;
  idempotencyKey: string | number;
}>;


export type PlatformPublishProviderAgreementMutation = { platformPublishProviderAgreement: { version: number } };

export type ProgressReadingsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type ProgressReadingsQuery = { metricReadings: { totalCount: number, packedNodes: unknown } };

export type WeeklyProgressListQueryVariables = Exact<{
  limit?: number | null | undefined;
  orderItemId?: string | number | null | undefined;
}>;


export type WeeklyProgressListQuery = { weeklyProgress: { totalCount: number, nodes: Array<{ id: string, orderItemId: string | null, weight: number, weightUnit: WeightUnit, weightKg: number, feeling: Feeling, dosage: string, administeredBy: AdministeredBy, recordedOn: string, createdAt: string }> } };

export type ReceptionCreateClientMutationVariables = Exact<{
  input: ReceptionClientInput;
  idempotencyKey: string | number;
}>;


export type ReceptionCreateClientMutation = { receptionCreateClient: { outcome: ReceptionCreateOutcome, invitationSent: boolean, replayed: boolean, client: { id: string, firstName: string, lastName: string, email: string, dob: string | null, gender: Gender | null, phoneCode: string, phone: string | null, timezone: string | null, heightCm: number | null, heightUnit: HeightUnit, weight: number | null, weightUnit: ClientWeightUnit | null, status: ReceptionClientStatus, createdAt: string, invitationExpiresAt: string | null, defaultAddress: { id: string, addressLine1: string, addressLine2: string | null, city: string, state: string, country: string, zipcode: string } | null } } };

export type DeskAssessmentServiceQueryVariables = Exact<{
  id: string | number;
  locationId: string | number;
}>;


export type DeskAssessmentServiceQuery = { product: { id: string, name: string, categories: Array<{ id: string }>, forms: Array<{ id: string, type: FormType | null }> } };

export type DeskAssessmentFormQueryVariables = Exact<{
  id: string | number;
  locale?: string | null | undefined;
}>;


export type DeskAssessmentFormQuery = { form: { id: string, name: string, description: string | null, currentVersion: { id: string, schema: unknown, uiSchema: unknown } | null } };

export type DeskBookingRowFieldsFragment = { id: string, displayId: string, productName: string, productType: string, status: OrderItemStatus | null, createdAt: string, order: { id: string, displayId: string, clientId: string, visit: VisitKind | null, bookedThrough: BookedThrough, businessLocationName: string }, consultationDetail: { HCPSessionId: string, HCPName: string, scheduleDateTimeUTC: string, sessionStatus: SessionStatus } | null };

export type DeskBookingQueryVariables = Exact<{
  id: string | number;
}>;


export type DeskBookingQuery = { receptionBooking: { categoryName: string, id: string, displayId: string, productName: string, productType: string, status: OrderItemStatus | null, createdAt: string, order: { id: string, createdAt: string, currencyCode: string, paymentMethod: PaymentMethod | null, visitAddressId: string | null, displayId: string, clientId: string, visit: VisitKind | null, bookedThrough: BookedThrough, businessLocationName: string, orderPricingSummary: { currencyCode: string, paymentSummary: { preAuthorized: number, cardHold: number, beyondHold: number, totalAmount: number, totalPaid: number, totalUnpaid: number, feeBreakupTotals: Array<{ entityName: string, entityType: string | null, amount: number }>, totals: Array<{ entityName: string, entityType: string | null, amount: number }> }, items: Array<{ categoryId: string, categoryName: string, productId: string, productName: string, productType: string, feeBreakup: Array<{ entityName: string, entityType: string | null, amount: number, paid: number, unpaid: number }> }> } }, orderItemConsults: Array<{ hcpSessionId: string, hcpSessionDisplayId: string, status: SessionStatus, mode: SessionMode, scheduleDateTimeUTC: string, hcpUser: { name: string } }>, consultationDetail: { HCPSessionId: string, HCPName: string, scheduleDateTimeUTC: string, sessionStatus: SessionStatus } | null } };

export type DeskBookingsQueryVariables = Exact<{
  search?: string | null | undefined;
  stage?: BookingTab | null | undefined;
  clientId?: string | number | null | undefined;
  page?: number | null | undefined;
}>;


export type DeskBookingsQuery = { receptionBookings: { totalCount: number, nodes: Array<{ id: string, displayId: string, productName: string, productType: string, status: OrderItemStatus | null, createdAt: string, order: { id: string, displayId: string, clientId: string, visit: VisitKind | null, bookedThrough: BookedThrough, businessLocationName: string }, consultationDetail: { HCPSessionId: string, HCPName: string, scheduleDateTimeUTC: string, sessionStatus: SessionStatus } | null }> } };

export type DeskConsultQueryVariables = Exact<{
  id: string | number;
}>;


export type DeskConsultQuery = { receptionConsult: { clientName: string, clientInCall: boolean, providerInCall: boolean, session: { id: string, displayId: string, status: SessionStatus, mode: SessionMode, startTime: string, endTime: string, clientId: string, orderItemId: string | null, canJoin: boolean, observersAllowed: boolean, provider: { id: string, name: string } } } };

export type DeskCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type DeskCreateOrderMutation = { createOrder: { success: boolean, replayed: boolean, order: { id: string, displayId: string, orderItems: Array<{ id: string, displayId: string }> } } };

export type DeskQuoteQueryVariables = Exact<{
  input: OrderPricingSummaryInput;
}>;


export type DeskQuoteQuery = { orderPricingSummary: { currencyCode: string, paymentSummary: { cardHold: number, beyondHold: number, totalAmount: number, totalPaid: number, totalUnpaid: number, feeBreakupTotals: Array<{ entityName: string, entityType: string | null, amount: number }>, totals: Array<{ entityName: string, entityType: string | null, amount: number }> }, items: Array<{ categoryId: string, categoryName: string, productId: string, productName: string, productType: string, feeBreakup: Array<{ entityName: string, entityType: string | null, amount: number, paid: number, unpaid: number }> }> } };

export type DeskServicesQueryVariables = Exact<{
  locationId: string | number;
}>;


export type DeskServicesQuery = { productsByLocation: Array<{ id: string, name: string, tagline: string | null, productType: string, categories: Array<{ id: string, name: string }>, forms: Array<{ id: string, type: FormType | null }>, productLocations: Array<{ id: string, startingPrice: number, currencyCode: string, sortOrder: number }> }> };

export type ClientInvitationQueryVariables = Exact<{
  token: string;
}>;


export type ClientInvitationQuery = { clientInvitation: { email: string, firstName: string, businessName: string, expiresAt: string } };

export type SetPasswordFromInvitationMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type SetPasswordFromInvitationMutation = { setPasswordFromInvitation: { success: boolean, email: string } };

export type ReceptionClientFieldsFragment = { id: string, firstName: string, lastName: string, email: string, dob: string | null, gender: Gender | null, phoneCode: string, phone: string | null, timezone: string | null, heightCm: number | null, heightUnit: HeightUnit, weight: number | null, weightUnit: ClientWeightUnit | null, status: ReceptionClientStatus, createdAt: string, invitationExpiresAt: string | null, defaultAddress: { id: string, addressLine1: string, addressLine2: string | null, city: string, state: string, country: string, zipcode: string } | null };

export type ReceptionClientQueryVariables = Exact<{
  id: string | number;
}>;


export type ReceptionClientQuery = { receptionClient: { id: string, firstName: string, lastName: string, email: string, dob: string | null, gender: Gender | null, phoneCode: string, phone: string | null, timezone: string | null, heightCm: number | null, heightUnit: HeightUnit, weight: number | null, weightUnit: ClientWeightUnit | null, status: ReceptionClientStatus, createdAt: string, invitationExpiresAt: string | null, defaultAddress: { id: string, addressLine1: string, addressLine2: string | null, city: string, state: string, country: string, zipcode: string } | null } };

export type ReceptionClientsQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
}>;


export type ReceptionClientsQuery = { receptionClients: { totalCount: number, nodes: Array<{ id: string, firstName: string, lastName: string, email: string, dob: string | null, gender: Gender | null, phoneCode: string, phone: string | null, timezone: string | null, heightCm: number | null, heightUnit: HeightUnit, weight: number | null, weightUnit: ClientWeightUnit | null, status: ReceptionClientStatus, createdAt: string, invitationExpiresAt: string | null, defaultAddress: { id: string, addressLine1: string, addressLine2: string | null, city: string, state: string, country: string, zipcode: string } | null }> } };

export type ReceptionDeskQueryVariables = Exact<{ [key: string]: never; }>;


export type ReceptionDeskQuery = { receptionDesk: { businessId: string, businessShortId: string, businessName: string, currencyCode: string, locations: Array<{ id: string, shortId: string, name: string, timezone: string, states: Array<string> }> } };

export type ReceptionUpdateClientMutationVariables = Exact<{
  id: string | number;
  input: ReceptionClientUpdateInput;
}>;


export type ReceptionUpdateClientMutation = { receptionUpdateClient: { id: string, firstName: string, lastName: string, email: string, dob: string | null, gender: Gender | null, phoneCode: string, phone: string | null, timezone: string | null, heightCm: number | null, heightUnit: HeightUnit, weight: number | null, weightUnit: ClientWeightUnit | null, status: ReceptionClientStatus, createdAt: string, invitationExpiresAt: string | null, defaultAddress: { id: string, addressLine1: string, addressLine2: string | null, city: string, state: string, country: string, zipcode: string } | null } };

export type ReceptionResendInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type ReceptionResendInvitationMutation = { receptionResendInvitation: { id: string, firstName: string, lastName: string, email: string, dob: string | null, gender: Gender | null, phoneCode: string, phone: string | null, timezone: string | null, heightCm: number | null, heightUnit: HeightUnit, weight: number | null, weightUnit: ClientWeightUnit | null, status: ReceptionClientStatus, createdAt: string, invitationExpiresAt: string | null, defaultAddress: { id: string, addressLine1: string, addressLine2: string | null, city: string, state: string, country: string, zipcode: string } | null } };

export type ActiveConsultationNowQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveConsultationNowQuery = { activeConsultation: { id: string, orderId: string, orderItemId: string, consult: { hcpSessionId: string, status: SessionStatus, scheduleDateTimeUTC: string, consultationDetail: { HCPName: string } } } | null };

export type EndVideoCallMutationVariables = Exact<{
  input: VideoCallInput;
}>;


export type EndVideoCallMutation = { endVideoCall: { success: boolean, message: string } };

export type RequestFallbackProviderMutationVariables = Exact<{
  input: VideoCallInput;
}>;


export type RequestFallbackProviderMutation = { requestFallbackProvider: { status: FallbackProviderStatus, retryInMs: number | null, noDoctorInMs: number | null, HCPName: string | null } };

export type SendVideoSignalMutationVariables = Exact<{
  input: SendVideoSignalInput;
}>;


export type SendVideoSignalMutation = { sendVideoSignal: boolean };

export type StartVideoCallMutationVariables = Exact<{
  input: VideoCallInput;
}>;


export type StartVideoCallMutation = { startVideoCall: { token: string, roomName: string, provider: VideoProvider, identity: string, iceServers: Array<{ urls: Array<string>, username: string | null, credential: string | null }>, consultationDetails: { HCPSessionId: string, HCPId: string, fromUserId: string, toUserId: string, HCPName: string, clientName: string } } };

export type VideoSignalsSubscriptionVariables = Exact<{
  roomName: string;
  token: string;
}>;


export type VideoSignalsSubscription = { videoSignals: { kind: VideoSignalKind, payload: string | null, fromIdentity: string, fromName: string, toIdentity: string | null } };

export type ObserveVideoCallMutationVariables = Exact<{
  input: VideoCallInput;
}>;


export type ObserveVideoCallMutation = { observeVideoCall: { token: string, roomName: string, provider: VideoProvider, identity: string, iceServers: Array<{ urls: Array<string>, username: string | null, credential: string | null }>, consultationDetails: { HCPSessionId: string, HCPId: string, fromUserId: string, toUserId: string, HCPName: string, clientName: string } } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const PriceSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment PriceSummaryFields on PricingSummary {
  currencyCode
  items {
    categoryId
    categoryName
    productId
    productName
    productType
    feeBreakup {
      entityName
      entityType
      amount
      paid
      unpaid
    }
  }
  paymentSummary {
    feeBreakupTotals {
      entityName
      entityType
      amount
    }
    totals {
      entityName
      entityType
      amount
    }
    totalAmount
    totalPaid
    totalUnpaid
  }
}
    `, {"fragmentName":"PriceSummaryFields"}) as unknown as TypedDocumentString<PriceSummaryFieldsFragment, unknown>;
export const AdminCategoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminCategoryFields on AdminCategory {
  id
  code
  name {
    en
    es
    fr
    pt
  }
  description {
    en
    es
    fr
    pt
  }
  status
  sortOrder
  medicationSelectionOptional
  mutuallyExclusiveMedication
  images {
    url
    type
  }
  productCount
}
    `, {"fragmentName":"AdminCategoryFields"}) as unknown as TypedDocumentString<AdminCategoryFieldsFragment, unknown>;
export const AdminProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminProductFields on AdminProduct {
  id
  name {
    en
    es
    fr
    pt
  }
  tagline {
    en
    es
    fr
    pt
  }
  description {
    en
    es
    fr
    pt
  }
  productType
  status
  shippingCost
  images {
    url
    type
  }
  categoryIds
  formIds
  details
  detailTranslations
  locations {
    locationId
    locationName
    offered
    startingPrice
    sortOrder
  }
  medication {
    shippingCost
    controlledSubstance
    doseOptions {
      id
      dosageName
      dose
      doseUnit
      sellingPrice
    }
  }
  labTest {
    sku
    sellingPrice
  }
}
    `, {"fragmentName":"AdminProductFields"}) as unknown as TypedDocumentString<AdminProductFieldsFragment, unknown>;
export const ProviderSetupFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProviderSetupFields on ProviderSetup {
  travelFeeMinor
  groupDiscountPercent
  cancellationWindowHours
  cancellationChargePercent
  timezone
  hours {
    weekday
    start
    end
  }
  locations {
    id
    name
  }
  categories {
    id
    name
  }
}
    `, {"fragmentName":"ProviderSetupFields"}) as unknown as TypedDocumentString<ProviderSetupFieldsFragment, unknown>;
export const ProviderApplicationFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProviderApplicationFields on ProviderApplication {
  id
  status
  kind
  business {
    id
    name
    shortId
    currencyCode
  }
  plan {
    id
    name
    priceMinor
    currencyCode
    period
  }
  agreementVersion
  agreementAcceptedAt
  amountPaidMinor
  currencyCode
  cardLastFour
  paidAt
  currentAgreement {
    version
    title
    body
  }
  gateway {
    clientKey
    tokenizeUrl
  }
  setupOptions {
    locations {
      id
      name
    }
    categories {
      id
      name
    }
  }
  setup {
    ...ProviderSetupFields
  }
}
    fragment ProviderSetupFields on ProviderSetup {
  travelFeeMinor
  groupDiscountPercent
  cancellationWindowHours
  cancellationChargePercent
  timezone
  hours {
    weekday
    start
    end
  }
  locations {
    id
    name
  }
  categories {
    id
    name
  }
}`, {"fragmentName":"ProviderApplicationFields"}) as unknown as TypedDocumentString<ProviderApplicationFieldsFragment, unknown>;
export const DeskBookingRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment DeskBookingRowFields on OrderItem {
  id
  displayId
  productName
  productType
  status
  createdAt
  order {
    id
    displayId
    clientId
    visit
    bookedThrough
    businessLocationName
  }
  consultationDetail {
    HCPSessionId
    HCPName
    scheduleDateTimeUTC
    sessionStatus
  }
}
    `, {"fragmentName":"DeskBookingRowFields"}) as unknown as TypedDocumentString<DeskBookingRowFieldsFragment, unknown>;
export const ReceptionClientFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReceptionClientFields on ReceptionClient {
  id
  firstName
  lastName
  email
  dob
  gender
  phoneCode
  phone
  timezone
  heightCm
  heightUnit
  weight
  weightUnit
  status
  createdAt
  invitationExpiresAt
  defaultAddress {
    id
    addressLine1
    addressLine2
    city
    state
    country
    zipcode
  }
}
    `, {"fragmentName":"ReceptionClientFields"}) as unknown as TypedDocumentString<ReceptionClientFieldsFragment, unknown>;
export const DecodeBusinessAndLocationDocument = new TypedDocumentString(`
    query DecodeBusinessAndLocation($businessShortId: String!, $locationShortId: String!) {
  decodeBusinessAndLocation(
    businessShortId: $businessShortId
    locationShortId: $locationShortId
  ) {
    business {
      id
      shortId
      name
      pictureUrl
      tagline
      description
      organizationId
      supportEmail
      supportPhone
      termsUrl
      privacyUrl
    }
    location {
      id
      shortId
      name
      states
      timezone
    }
  }
}
    `) as unknown as TypedDocumentString<DecodeBusinessAndLocationQuery, DecodeBusinessAndLocationQueryVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout {
    success
  }
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    email
    firstName
    lastName
    phone
    dob
    gender
    timezone
    status
    isInternalUser
    isPlatformAdmin
    roleGrants {
      id
      organizationId
      targetType
      targetId
      roleName
      displayName
    }
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const RefreshContextDocument = new TypedDocumentString(`
    mutation RefreshContext($refreshToken: String!) {
  refreshContext(refreshToken: $refreshToken) {
    accessToken
    refreshToken
  }
}
    `) as unknown as TypedDocumentString<RefreshContextMutation, RefreshContextMutationVariables>;
export const AddWeightReadingDocument = new TypedDocumentString(`
    mutation AddWeightReading($input: AddMetricReadingsInput!) {
  addMetricReadings(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddWeightReadingMutation, AddWeightReadingMutationVariables>;
export const AddWeeklyProgressDocument = new TypedDocumentString(`
    mutation AddWeeklyProgress($input: AddWeeklyProgressInput!) {
  addWeeklyProgress(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddWeeklyProgressMutation, AddWeeklyProgressMutationVariables>;
export const MarkMedicationOrderAsDeliveredDocument = new TypedDocumentString(`
    mutation MarkMedicationOrderAsDelivered($input: MarkMedicationOrderAsDeliveredInput!) {
  markMedicationOrderAsDelivered(input: $input) {
    success
    message
    orderItem {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<MarkMedicationOrderAsDeliveredMutation, MarkMedicationOrderAsDeliveredMutationVariables>;
export const StoreAssessmentAnswersDocument = new TypedDocumentString(`
    mutation StoreAssessmentAnswers($input: StoreUserResponsesInput!) {
  storeUserResponses(input: $input) {
    id
    clientDraftId
    formVersionId
    score {
      passed
      percentage
      checks
      correct
    }
  }
}
    `) as unknown as TypedDocumentString<StoreAssessmentAnswersMutation, StoreAssessmentAnswersMutationVariables>;
export const AddPaymentCardDocument = new TypedDocumentString(`
    mutation AddPaymentCard($input: AddPaymentCardInput!) {
  addPaymentCard(input: $input) {
    id
    cardLastFour
    cardType
    cardholderName
    expiryMonth
    expiryYear
    isDefault
    billingAddressId
    billingAddress {
      id
      addressLine1
      addressLine2
      city
      state
      zipcode
    }
  }
}
    `) as unknown as TypedDocumentString<AddPaymentCardMutation, AddPaymentCardMutationVariables>;
export const GatewayDetailDocument = new TypedDocumentString(`
    query GatewayDetail($input: GatewayDetailInput!) {
  gatewayDetail(input: $input) {
    provider
    clientKey
    tokenizeUrl
  }
}
    `) as unknown as TypedDocumentString<GatewayDetailQuery, GatewayDetailQueryVariables>;
export const PaymentCardsDocument = new TypedDocumentString(`
    query PaymentCards($clientId: ID) {
  paymentCards(clientId: $clientId) {
    id
    cardLastFour
    cardType
    cardholderName
    expiryMonth
    expiryYear
    isDefault
    billingAddressId
    billingAddress {
      id
      addressLine1
      addressLine2
      city
      state
      zipcode
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentCardsQuery, PaymentCardsQueryVariables>;
export const WalletBalanceDocument = new TypedDocumentString(`
    query WalletBalance($clientId: ID) {
  wallet(clientId: $clientId) {
    clientId
    balance
    currencyCode
  }
}
    `) as unknown as TypedDocumentString<WalletBalanceQuery, WalletBalanceQueryVariables>;
export const PushPublicKeyDocument = new TypedDocumentString(`
    query PushPublicKey {
  pushPublicKey
}
    `) as unknown as TypedDocumentString<PushPublicKeyQuery, PushPublicKeyQueryVariables>;
export const RegisterPushSubscriptionDocument = new TypedDocumentString(`
    mutation RegisterPushSubscription($input: PushSubscriptionInput!) {
  registerPushSubscription(input: $input)
}
    `) as unknown as TypedDocumentString<RegisterPushSubscriptionMutation, RegisterPushSubscriptionMutationVariables>;
export const RemovePushSubscriptionDocument = new TypedDocumentString(`
    mutation RemovePushSubscription($endpoint: String!) {
  removePushSubscription(endpoint: $endpoint)
}
    `) as unknown as TypedDocumentString<RemovePushSubscriptionMutation, RemovePushSubscriptionMutationVariables>;
export const AddClientAddressDocument = new TypedDocumentString(`
    mutation AddClientAddress($clientId: ID!, $addressInput: AddressInput!, $defaultAddress: Boolean) {
  addClientAddress(
    clientId: $clientId
    addressInput: $addressInput
    defaultAddress: $defaultAddress
  ) {
    id
    addressLine1
    addressLine2
    city
    state
    country
    zipcode
    contact
    instructions
    isDefault
  }
}
    `) as unknown as TypedDocumentString<AddClientAddressMutation, AddClientAddressMutationVariables>;
export const AddressStatesDocument = new TypedDocumentString(`
    query AddressStates($countryCode: String!) {
  states(countryCode: $countryCode) {
    isoCode
    name
  }
}
    `) as unknown as TypedDocumentString<AddressStatesQuery, AddressStatesQueryVariables>;
export const ClientAddressesDocument = new TypedDocumentString(`
    query ClientAddresses($clientId: ID!) {
  client(clientId: $clientId) {
    id
    clientAddresses {
      id
      addressLine1
      addressLine2
      city
      state
      country
      zipcode
      contact
      instructions
      isDefault
    }
  }
}
    `) as unknown as TypedDocumentString<ClientAddressesQuery, ClientAddressesQueryVariables>;
export const RemoveClientAddressDocument = new TypedDocumentString(`
    mutation RemoveClientAddress($clientAddressId: ID!, $clientId: ID!) {
  removeClientAddress(clientAddressId: $clientAddressId, clientId: $clientId)
}
    `) as unknown as TypedDocumentString<RemoveClientAddressMutation, RemoveClientAddressMutationVariables>;
export const UpdateClientAddressDocument = new TypedDocumentString(`
    mutation UpdateClientAddress($clientAddressId: ID!, $clientId: ID!, $addressInput: AddressInput!, $defaultAddress: Boolean) {
  updateClientAddress(
    clientAddressId: $clientAddressId
    clientId: $clientId
    addressInput: $addressInput
    defaultAddress: $defaultAddress
  ) {
    id
    addressLine1
    addressLine2
    city
    state
    country
    zipcode
    contact
    instructions
    isDefault
  }
}
    `) as unknown as TypedDocumentString<UpdateClientAddressMutation, UpdateClientAddressMutationVariables>;
export const SessionCalendarLinkDocument = new TypedDocumentString(`
    query SessionCalendarLink($hcpSessionId: ID!) {
  sessionCalendarLink(hcpSessionId: $hcpSessionId) {
    url
  }
}
    `) as unknown as TypedDocumentString<SessionCalendarLinkQuery, SessionCalendarLinkQueryVariables>;
export const ConsultObserversDocument = new TypedDocumentString(`
    query ConsultObservers($id: ID!) {
  hcpSession(HCPSessionId: $id) {
    id
    status
    mode
    observersAllowed
  }
}
    `) as unknown as TypedDocumentString<ConsultObserversQuery, ConsultObserversQueryVariables>;
export const SetConsultObserversDocument = new TypedDocumentString(`
    mutation SetConsultObservers($input: ConsultObserversInput!) {
  setConsultObserversAllowed(input: $input) {
    id
    status
    mode
    observersAllowed
  }
}
    `) as unknown as TypedDocumentString<SetConsultObserversMutation, SetConsultObserversMutationVariables>;
export const CheckoutProvidersDocument = new TypedDocumentString(`
    query CheckoutProviders($input: ProvidersInput!) {
  providers(input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CheckoutProvidersQuery, CheckoutProvidersQueryVariables>;
export const CheckoutFreeTimesDocument = new TypedDocumentString(`
    query CheckoutFreeTimes($input: AvailableSlotsInput!) {
  freeTimes(input: $input) {
    providers {
      id
      name
    }
    packedDays
  }
}
    `) as unknown as TypedDocumentString<CheckoutFreeTimesQuery, CheckoutFreeTimesQueryVariables>;
export const CheckoutHoldSlotDocument = new TypedDocumentString(`
    mutation CheckoutHoldSlot($input: HoldSlotInput!) {
  holdSlot(input: $input) {
    id
    startTime
    holdExpiresAt
    provider {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutHoldSlotMutation, CheckoutHoldSlotMutationVariables>;
export const CheckoutReleaseSlotDocument = new TypedDocumentString(`
    mutation CheckoutReleaseSlot($sessionId: ID!, $clientId: ID) {
  releaseSlot(sessionId: $sessionId, clientId: $clientId)
}
    `) as unknown as TypedDocumentString<CheckoutReleaseSlotMutation, CheckoutReleaseSlotMutationVariables>;
export const TimezonesDocument = new TypedDocumentString(`
    query Timezones {
  timezones {
    name
    label
  }
}
    `) as unknown as TypedDocumentString<TimezonesQuery, TimezonesQueryVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($currentPassword: String!, $proposedPassword: String!) {
  resetPassword(
    currentPassword: $currentPassword
    proposedPassword: $proposedPassword
  ) {
    success
  }
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const DeletePaymentCardDocument = new TypedDocumentString(`
    mutation DeletePaymentCard($id: ID!) {
  deletePaymentCard(id: $id)
}
    `) as unknown as TypedDocumentString<DeletePaymentCardMutation, DeletePaymentCardMutationVariables>;
export const RedeemGiftCardDocument = new TypedDocumentString(`
    mutation RedeemGiftCard($input: RedeemGiftCardInput!) {
  redeemGiftCard(input: $input) {
    clientId
    balance
    currencyCode
  }
}
    `) as unknown as TypedDocumentString<RedeemGiftCardMutation, RedeemGiftCardMutationVariables>;
export const SetDefaultPaymentCardDocument = new TypedDocumentString(`
    mutation SetDefaultPaymentCard($id: ID!) {
  setDefaultPaymentCard(id: $id) {
    id
    isDefault
  }
}
    `) as unknown as TypedDocumentString<SetDefaultPaymentCardMutation, SetDefaultPaymentCardMutationVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($clientId: ID!, $userInput: UserUpdateInput!) {
  updateClient(clientId: $clientId, userInput: $userInput) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const WalletHistoryDocument = new TypedDocumentString(`
    query WalletHistory($clientId: ID, $limit: Int, $offset: Int) {
  wallet(clientId: $clientId) {
    clientId
    currencyCode
    entries(limit: $limit, offset: $offset) {
      totalCount
      hasMore
      items {
        id
        amount
        balanceAfter
        reason
        createdAt
        orderDisplayId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WalletHistoryQuery, WalletHistoryQueryVariables>;
export const AdminAffiliatesDocument = new TypedDocumentString(`
    query AdminAffiliates($businessId: ID!) {
  adminAffiliates(businessId: $businessId) {
    id
    email
    firstName
    lastName
    code
    commissionBasisPoints
    signupCount
    orderCount
    createdAt
  }
}
    `) as unknown as TypedDocumentString<AdminAffiliatesQuery, AdminAffiliatesQueryVariables>;
export const AdminCreateAffiliateDocument = new TypedDocumentString(`
    mutation AdminCreateAffiliate($businessId: ID!, $input: AffiliateInput!, $idempotencyKey: ID!) {
  adminCreateAffiliate(
    businessId: $businessId
    input: $input
    idempotencyKey: $idempotencyKey
  ) {
    invitationSent
    affiliate {
      id
      code
    }
  }
}
    `) as unknown as TypedDocumentString<AdminCreateAffiliateMutation, AdminCreateAffiliateMutationVariables>;
export const AdminBusinessDocument = new TypedDocumentString(`
    query AdminBusiness($businessId: ID!) {
  adminBusiness(businessId: $businessId) {
    id
    organizationId
    shortId
    name
    pictureUrl
    tagline
    customUrl
    description
    currencyCode
    status
    address {
      addressLine1
      addressLine2
      city
      state
      country
      zipcode
    }
    locationCount
    categoryCount
    productCount
    staffCount
  }
}
    `) as unknown as TypedDocumentString<AdminBusinessQuery, AdminBusinessQueryVariables>;
export const AdminBusinessProfileDocument = new TypedDocumentString(`
    query AdminBusinessProfile($businessId: ID!) {
  adminBusinessProfile(businessId: $businessId) {
    id
    shortId
    name
    pictureUrl
    tagline {
      en
      es
      fr
      pt
    }
    description {
      en
      es
      fr
      pt
    }
    customUrl
    currencyCode
    address {
      addressLine1
      addressLine2
      city
      state
      country
      zipcode
    }
  }
}
    `) as unknown as TypedDocumentString<AdminBusinessProfileQuery, AdminBusinessProfileQueryVariables>;
export const AdminUpdateBusinessProfileDocument = new TypedDocumentString(`
    mutation AdminUpdateBusinessProfile($businessId: ID!, $input: AdminBusinessProfileInput!) {
  adminUpdateBusinessProfile(businessId: $businessId, input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AdminUpdateBusinessProfileMutation, AdminUpdateBusinessProfileMutationVariables>;
export const AdminLocationsDocument = new TypedDocumentString(`
    query AdminLocations($businessId: ID!) {
  adminLocations(businessId: $businessId) {
    id
    shortId
    name {
      en
      es
      fr
      pt
    }
    address {
      addressLine1
      addressLine2
      city
      state
      country
      zipcode
    }
    timezone
    states
    mode
    isActive
  }
}
    `) as unknown as TypedDocumentString<AdminLocationsQuery, AdminLocationsQueryVariables>;
export const AdminCreateLocationDocument = new TypedDocumentString(`
    mutation AdminCreateLocation($businessId: ID!, $input: AdminLocationInput!, $idempotencyKey: ID!) {
  adminCreateLocation(
    businessId: $businessId
    input: $input
    idempotencyKey: $idempotencyKey
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminCreateLocationMutation, AdminCreateLocationMutationVariables>;
export const AdminUpdateLocationDocument = new TypedDocumentString(`
    mutation AdminUpdateLocation($businessId: ID!, $id: ID!, $input: AdminLocationInput!) {
  adminUpdateLocation(businessId: $businessId, id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminUpdateLocationMutation, AdminUpdateLocationMutationVariables>;
export const AdminFaqItemsDocument = new TypedDocumentString(`
    query AdminFaqItems($businessId: ID!, $locale: String!) {
  adminFaqItems(businessId: $businessId, locale: $locale) {
    id
    locale
    question
    answer
    sortOrder
  }
}
    `) as unknown as TypedDocumentString<AdminFaqItemsQuery, AdminFaqItemsQueryVariables>;
export const AdminCreateFaqItemDocument = new TypedDocumentString(`
    mutation AdminCreateFaqItem($businessId: ID!, $input: AdminFaqItemInput!, $idempotencyKey: ID!) {
  adminCreateFaqItem(
    businessId: $businessId
    input: $input
    idempotencyKey: $idempotencyKey
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminCreateFaqItemMutation, AdminCreateFaqItemMutationVariables>;
export const AdminDeleteFaqItemDocument = new TypedDocumentString(`
    mutation AdminDeleteFaqItem($businessId: ID!, $id: ID!) {
  adminDeleteFaqItem(businessId: $businessId, id: $id)
}
    `) as unknown as TypedDocumentString<AdminDeleteFaqItemMutation, AdminDeleteFaqItemMutationVariables>;
export const AdminCategoriesDocument = new TypedDocumentString(`
    query AdminCategories($businessId: ID!) {
  adminCategories(businessId: $businessId) {
    ...AdminCategoryFields
  }
}
    fragment AdminCategoryFields on AdminCategory {
  id
  code
  name {
    en
    es
    fr
    pt
  }
  description {
    en
    es
    fr
    pt
  }
  status
  sortOrder
  medicationSelectionOptional
  mutuallyExclusiveMedication
  images {
    url
    type
  }
  productCount
}`) as unknown as TypedDocumentString<AdminCategoriesQuery, AdminCategoriesQueryVariables>;
export const CreateCategoryDocument = new TypedDocumentString(`
    mutation CreateCategory($businessId: ID!, $idempotencyKey: ID!, $input: AdminCategoryInput!) {
  createCategory(
    businessId: $businessId
    idempotencyKey: $idempotencyKey
    input: $input
  ) {
    ...AdminCategoryFields
  }
}
    fragment AdminCategoryFields on AdminCategory {
  id
  code
  name {
    en
    es
    fr
    pt
  }
  description {
    en
    es
    fr
    pt
  }
  status
  sortOrder
  medicationSelectionOptional
  mutuallyExclusiveMedication
  images {
    url
    type
  }
  productCount
}`) as unknown as TypedDocumentString<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const UpdateCategoryDocument = new TypedDocumentString(`
    mutation UpdateCategory($businessId: ID!, $id: ID!, $input: AdminCategoryInput!) {
  updateCategory(businessId: $businessId, id: $id, input: $input) {
    ...AdminCategoryFields
  }
}
    fragment AdminCategoryFields on AdminCategory {
  id
  code
  name {
    en
    es
    fr
    pt
  }
  description {
    en
    es
    fr
    pt
  }
  status
  sortOrder
  medicationSelectionOptional
  mutuallyExclusiveMedication
  images {
    url
    type
  }
  productCount
}`) as unknown as TypedDocumentString<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const AdminProductsDocument = new TypedDocumentString(`
    query AdminProducts($businessId: ID!) {
  adminProducts(businessId: $businessId) {
    id
    name {
      en
      es
      fr
      pt
    }
    productType
    status
    categoryIds
    locationCount
    missingTranslations
  }
}
    `) as unknown as TypedDocumentString<AdminProductsQuery, AdminProductsQueryVariables>;
export const AdminProductDocument = new TypedDocumentString(`
    query AdminProduct($businessId: ID!, $id: ID!) {
  adminProduct(businessId: $businessId, id: $id) {
    ...AdminProductFields
  }
}
    fragment AdminProductFields on AdminProduct {
  id
  name {
    en
    es
    fr
    pt
  }
  tagline {
    en
    es
    fr
    pt
  }
  description {
    en
    es
    fr
    pt
  }
  productType
  status
  shippingCost
  images {
    url
    type
  }
  categoryIds
  formIds
  details
  detailTranslations
  locations {
    locationId
    locationName
    offered
    startingPrice
    sortOrder
  }
  medication {
    shippingCost
    controlledSubstance
    doseOptions {
      id
      dosageName
      dose
      doseUnit
      sellingPrice
    }
  }
  labTest {
    sku
    sellingPrice
  }
}`) as unknown as TypedDocumentString<AdminProductQuery, AdminProductQueryVariables>;
export const CreateProductDocument = new TypedDocumentString(`
    mutation CreateProduct($businessId: ID!, $idempotencyKey: ID!, $input: AdminProductInput!) {
  createProduct(
    businessId: $businessId
    idempotencyKey: $idempotencyKey
    input: $input
  ) {
    ...AdminProductFields
  }
}
    fragment AdminProductFields on AdminProduct {
  id
  name {
    en
    es
    fr
    pt
  }
  tagline {
    en
    es
    fr
    pt
  }
  description {
    en
    es
    fr
    pt
  }
  productType
  status
  shippingCost
  images {
    url
    type
  }
  categoryIds
  formIds
  details
  detailTranslations
  locations {
    locationId
    locationName
    offered
    startingPrice
    sortOrder
  }
  medication {
    shippingCost
    controlledSubstance
    doseOptions {
      id
      dosageName
      dose
      doseUnit
      sellingPrice
    }
  }
  labTest {
    sku
    sellingPrice
  }
}`) as unknown as TypedDocumentString<CreateProductMutation, CreateProductMutationVariables>;
export const UpdateProductDocument = new TypedDocumentString(`
    mutation UpdateProduct($businessId: ID!, $id: ID!, $input: AdminProductInput!) {
  updateProduct(businessId: $businessId, id: $id, input: $input) {
    ...AdminProductFields
  }
}
    fragment AdminProductFields on AdminProduct {
  id
  name {
    en
    es
    fr
    pt
  }
  tagline {
    en
    es
    fr
    pt
  }
  description {
    en
    es
    fr
    pt
  }
  productType
  status
  shippingCost
  images {
    url
    type
  }
  categoryIds
  formIds
  details
  detailTranslations
  locations {
    locationId
    locationName
    offered
    startingPrice
    sortOrder
  }
  medication {
    shippingCost
    controlledSubstance
    doseOptions {
      id
      dosageName
      dose
      doseUnit
      sellingPrice
    }
  }
  labTest {
    sku
    sellingPrice
  }
}`) as unknown as TypedDocumentString<UpdateProductMutation, UpdateProductMutationVariables>;
export const AdminCatalogueLocationsDocument = new TypedDocumentString(`
    query AdminCatalogueLocations($businessId: ID!) {
  adminCatalogueLocations(businessId: $businessId) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AdminCatalogueLocationsQuery, AdminCatalogueLocationsQueryVariables>;
export const AdminFormsDocument = new TypedDocumentString(`
    query AdminForms($businessId: ID!) {
  adminForms(businessId: $businessId) {
    id
    name
    type
    status
    updatedAt
    versions {
      id
      version
      currentFlag
    }
  }
}
    `) as unknown as TypedDocumentString<AdminFormsQuery, AdminFormsQueryVariables>;
export const AdminFormDocument = new TypedDocumentString(`
    query AdminForm($id: ID!) {
  adminForm(id: $id) {
    id
    name
    description
    type
    status
    versions {
      id
      version
      currentFlag
      createdAt
      answerCount
      schema
      uiSchema
      texts {
        locale
        name
        description
        texts
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminFormQuery, AdminFormQueryVariables>;
export const CreateFormDocument = new TypedDocumentString(`
    mutation CreateForm($input: CreateFormInput!) {
  createForm(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateFormMutation, CreateFormMutationVariables>;
export const PublishFormVersionDocument = new TypedDocumentString(`
    mutation PublishFormVersion($input: PublishFormVersionInput!) {
  publishFormVersion(input: $input) {
    id
    version
  }
}
    `) as unknown as TypedDocumentString<PublishFormVersionMutation, PublishFormVersionMutationVariables>;
export const SetFormStatusDocument = new TypedDocumentString(`
    mutation SetFormStatus($input: SetFormStatusInput!) {
  setFormStatus(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<SetFormStatusMutation, SetFormStatusMutationVariables>;
export const AdminMoneyDocument = new TypedDocumentString(`
    query AdminMoney($businessId: ID!) {
  adminMoney(businessId: $businessId) {
    businessId
    currencyCode
    platformFee
    cancellationChargePercent
    cancellationWindowHours
    coupons {
      id
      code
      savingType
      savingValue
      expiresAt
    }
    giftCards {
      id
      lastFour
      issuedAmount
      balance
      currencyCode
      redeemed
      expiresAt
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<AdminMoneyQuery, AdminMoneyQueryVariables>;
export const UpdateMoneySettingsDocument = new TypedDocumentString(`
    mutation UpdateMoneySettings($input: MoneySettingsInput!) {
  updateMoneySettings(input: $input) {
    businessId
    platformFee
    cancellationChargePercent
    cancellationWindowHours
  }
}
    `) as unknown as TypedDocumentString<UpdateMoneySettingsMutation, UpdateMoneySettingsMutationVariables>;
export const CreateCouponDocument = new TypedDocumentString(`
    mutation CreateCoupon($input: CreateCouponInput!) {
  createCoupon(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateCouponMutation, CreateCouponMutationVariables>;
export const EndCouponDocument = new TypedDocumentString(`
    mutation EndCoupon($couponId: ID!) {
  endCoupon(couponId: $couponId) {
    id
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<EndCouponMutation, EndCouponMutationVariables>;
export const IssueGiftCardDocument = new TypedDocumentString(`
    mutation IssueGiftCard($input: IssueGiftCardInput!) {
  issueGiftCard(input: $input) {
    id
    cardNumber
    lastFour
    balance
    currencyCode
  }
}
    `) as unknown as TypedDocumentString<IssueGiftCardMutation, IssueGiftCardMutationVariables>;
export const AdminRefundableDocument = new TypedDocumentString(`
    query AdminRefundable($businessId: ID!, $displayId: String!) {
  adminRefundable(businessId: $businessId, displayId: $displayId) {
    orderItemId
    displayId
    productName
    status
    currencyCode
    paid
    refunded
    refundable
  }
}
    `) as unknown as TypedDocumentString<AdminRefundableQuery, AdminRefundableQueryVariables>;
export const RefundOrderItemDocument = new TypedDocumentString(`
    mutation RefundOrderItem($input: RefundOrderItemInput!) {
  refundOrderItem(input: $input) {
    id
    refundAmount
    refundFor
    status
  }
}
    `) as unknown as TypedDocumentString<RefundOrderItemMutation, RefundOrderItemMutationVariables>;
export const AdminPeopleDocument = new TypedDocumentString(`
    query AdminPeople($businessId: ID!) {
  adminPeople(businessId: $businessId) {
    userId
    email
    firstName
    lastName
    roles
    status
  }
}
    `) as unknown as TypedDocumentString<AdminPeopleQuery, AdminPeopleQueryVariables>;
export const AdminInvitePersonDocument = new TypedDocumentString(`
    mutation AdminInvitePerson($businessId: ID!, $input: StaffInviteInput!, $idempotencyKey: ID!) {
  adminInvitePerson(
    businessId: $businessId
    input: $input
    idempotencyKey: $idempotencyKey
  ) {
    invitationSent
    person {
      userId
    }
  }
}
    `) as unknown as TypedDocumentString<AdminInvitePersonMutation, AdminInvitePersonMutationVariables>;
export const AdminDeactivatePersonDocument = new TypedDocumentString(`
    mutation AdminDeactivatePerson($businessId: ID!, $userId: ID!) {
  adminDeactivatePerson(businessId: $businessId, userId: $userId) {
    userId
    status
  }
}
    `) as unknown as TypedDocumentString<AdminDeactivatePersonMutation, AdminDeactivatePersonMutationVariables>;
export const AdminReactivatePersonDocument = new TypedDocumentString(`
    mutation AdminReactivatePerson($businessId: ID!, $userId: ID!) {
  adminReactivatePerson(businessId: $businessId, userId: $userId) {
    userId
    status
  }
}
    `) as unknown as TypedDocumentString<AdminReactivatePersonMutation, AdminReactivatePersonMutationVariables>;
export const AdminProviderSchedulesDocument = new TypedDocumentString(`
    query AdminProviderSchedules($businessId: ID!) {
  adminProviderSchedules(businessId: $businessId) {
    providerId
    displayName
    timezone
    status
    hours {
      weekday
      start
      end
    }
    locations {
      locationId
      mode
    }
    categoryIds
    timeOff {
      id
      startsAt
      endsAt
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<AdminProviderSchedulesQuery, AdminProviderSchedulesQueryVariables>;
export const AdminSetProviderScheduleDocument = new TypedDocumentString(`
    mutation AdminSetProviderSchedule($businessId: ID!, $providerId: ID!, $input: ProviderScheduleInput!) {
  adminSetProviderSchedule(
    businessId: $businessId
    providerId: $providerId
    input: $input
  ) {
    providerId
  }
}
    `) as unknown as TypedDocumentString<AdminSetProviderScheduleMutation, AdminSetProviderScheduleMutationVariables>;
export const AdminAddTimeOffDocument = new TypedDocumentString(`
    mutation AdminAddTimeOff($businessId: ID!, $providerId: ID!, $input: AdminTimeOffInput!) {
  adminAddTimeOff(businessId: $businessId, providerId: $providerId, input: $input) {
    providerId
  }
}
    `) as unknown as TypedDocumentString<AdminAddTimeOffMutation, AdminAddTimeOffMutationVariables>;
export const AdminRemoveTimeOffDocument = new TypedDocumentString(`
    mutation AdminRemoveTimeOff($businessId: ID!, $id: ID!) {
  adminRemoveTimeOff(businessId: $businessId, id: $id) {
    providerId
  }
}
    `) as unknown as TypedDocumentString<AdminRemoveTimeOffMutation, AdminRemoveTimeOffMutationVariables>;
export const AdminAuditLogDocument = new TypedDocumentString(`
    query AdminAuditLog($businessId: ID!, $kind: AuditKind, $page: Int) {
  adminAuditLog(businessId: $businessId, kind: $kind, page: $page) {
    totalCount
    page
    pageSize
    nodes {
      id
      action
      createdAt
      actorEmail
      actorName
      targetType
      targetId
      details
    }
  }
}
    `) as unknown as TypedDocumentString<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export const AdminScheduleCategoriesDocument = new TypedDocumentString(`
    query AdminScheduleCategories($businessId: ID!) {
  adminScheduleCategories(businessId: $businessId) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AdminScheduleCategoriesQuery, AdminScheduleCategoriesQueryVariables>;
export const AdminProviderApplicationsDocument = new TypedDocumentString(`
    query AdminProviderApplications($businessId: ID!, $decided: Boolean) {
  adminProviderApplications(businessId: $businessId, decided: $decided) {
    email
    firstName
    lastName
    planName
    application {
      id
      status
      kind
      agreementVersion
      agreementAcceptedAt
      amountPaidMinor
      currencyCode
      paidAt
      decidedAt
      business {
        currencyCode
      }
      setup {
        ...ProviderSetupFields
      }
    }
  }
}
    fragment ProviderSetupFields on ProviderSetup {
  travelFeeMinor
  groupDiscountPercent
  cancellationWindowHours
  cancellationChargePercent
  timezone
  hours {
    weekday
    start
    end
  }
  locations {
    id
    name
  }
  categories {
    id
    name
  }
}`) as unknown as TypedDocumentString<AdminProviderApplicationsQuery, AdminProviderApplicationsQueryVariables>;
export const ApproveProviderApplicationDocument = new TypedDocumentString(`
    mutation ApproveProviderApplication($businessId: ID!, $applicationId: ID!) {
  approveProviderApplication(
    businessId: $businessId
    applicationId: $applicationId
  ) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ApproveProviderApplicationMutation, ApproveProviderApplicationMutationVariables>;
export const DeclineProviderApplicationDocument = new TypedDocumentString(`
    mutation DeclineProviderApplication($businessId: ID!, $applicationId: ID!) {
  declineProviderApplication(
    businessId: $businessId
    applicationId: $applicationId
  ) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<DeclineProviderApplicationMutation, DeclineProviderApplicationMutationVariables>;
export const AdminWidgetSettingsDocument = new TypedDocumentString(`
    query AdminWidgetSettings($businessId: ID!) {
  adminWidgetSettings(businessId: $businessId) {
    businessId
    businessCode
    allowedOrigins
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<AdminWidgetSettingsQuery, AdminWidgetSettingsQueryVariables>;
export const AdminSetWidgetOriginsDocument = new TypedDocumentString(`
    mutation AdminSetWidgetOrigins($businessId: ID!, $origins: [String!]!) {
  adminSetWidgetOrigins(businessId: $businessId, origins: $origins) {
    businessId
    businessCode
    allowedOrigins
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<AdminSetWidgetOriginsMutation, AdminSetWidgetOriginsMutationVariables>;
export const AdminWorkflowCategoriesDocument = new TypedDocumentString(`
    query AdminWorkflowCategories($businessId: ID!) {
  adminWorkflowCategories(businessId: $businessId) {
    id
    code
    name
    workflowVersions {
      id
      version
      workflowId
      currentFlag
      createdAt
      feConfiguration
    }
  }
}
    `) as unknown as TypedDocumentString<AdminWorkflowCategoriesQuery, AdminWorkflowCategoriesQueryVariables>;
export const PublishWorkflowVersionDocument = new TypedDocumentString(`
    mutation PublishWorkflowVersion($input: PublishWorkflowInput!) {
  publishWorkflowVersion(input: $input) {
    id
    version
  }
}
    `) as unknown as TypedDocumentString<PublishWorkflowVersionMutation, PublishWorkflowVersionMutationVariables>;
export const AffiliateDashboardDocument = new TypedDocumentString(`
    query AffiliateDashboard {
  affiliateDashboard {
    id
    code
    businessName
    landingPath
    commissionBasisPoints
    signupCount
    orderCount
    months {
      month
      currencyCode
      signupCount
      orderCount
      orderValue
      commission
    }
    signups {
      id
      name
      createdAt
      confirmed
    }
    orders {
      id
      displayId
      createdAt
      source
      currencyCode
      orderValue
      commission
    }
  }
}
    `) as unknown as TypedDocumentString<AffiliateDashboardQuery, AffiliateDashboardQueryVariables>;
export const AnswersStillOpenDocument = new TypedDocumentString(`
    query AnswersStillOpen($ids: [ID!]) {
  userResponses(filter: {ids: $ids}, limit: 1) {
    nodes {
      id
      orderItemId
    }
  }
}
    `) as unknown as TypedDocumentString<AnswersStillOpenQuery, AnswersStillOpenQueryVariables>;
export const AssessmentProductDocument = new TypedDocumentString(`
    query AssessmentProduct($id: ID!, $locationId: ID!) {
  product(id: $id, locationId: $locationId) {
    id
    name
    categories {
      id
      name
    }
    forms {
      id
      type
    }
    images {
      url
      type
    }
  }
}
    `) as unknown as TypedDocumentString<AssessmentProductQuery, AssessmentProductQueryVariables>;
export const PreAssessmentFormDocument = new TypedDocumentString(`
    query PreAssessmentForm($id: ID!, $locale: String) {
  form(id: $id, locale: $locale) {
    id
    name
    description
    type
    currentVersion {
      id
      version
      schema
      uiSchema
    }
  }
}
    `) as unknown as TypedDocumentString<PreAssessmentFormQuery, PreAssessmentFormQueryVariables>;
export const AddSignupAddressDocument = new TypedDocumentString(`
    mutation AddSignupAddress($clientId: ID!, $addressInput: AddressInput!, $defaultAddress: Boolean) {
  addClientAddress(
    clientId: $clientId
    addressInput: $addressInput
    defaultAddress: $defaultAddress
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddSignupAddressMutation, AddSignupAddressMutationVariables>;
export const ClientSignupProgressDocument = new TypedDocumentString(`
    query ClientSignupProgress($clientId: ID!) {
  clientSignupProgress(clientId: $clientId) {
    finished
    identityGiven
    addressGiven
  }
}
    `) as unknown as TypedDocumentString<ClientSignupProgressQuery, ClientSignupProgressQueryVariables>;
export const ClientSignupDocument = new TypedDocumentString(`
    mutation ClientSignup($password: String!, $userInput: UserInput!, $attribution: AttributionInput) {
  clientSignup(
    password: $password
    userInput: $userInput
    attribution: $attribution
  ) {
    id
    userId
  }
}
    `) as unknown as TypedDocumentString<ClientSignupMutation, ClientSignupMutationVariables>;
export const ConfirmForgotPasswordDocument = new TypedDocumentString(`
    mutation ConfirmForgotPassword($email: String!, $code: String!, $password: String!) {
  confirmForgotPassword(email: $email, code: $code, password: $password) {
    success
  }
}
    `) as unknown as TypedDocumentString<ConfirmForgotPasswordMutation, ConfirmForgotPasswordMutationVariables>;
export const ConfirmUserSignUpDocument = new TypedDocumentString(`
    mutation ConfirmUserSignUp($email: String!, $code: String!) {
  confirmUserSignUp(email: $email, code: $code) {
    success
  }
}
    `) as unknown as TypedDocumentString<ConfirmUserSignUpMutation, ConfirmUserSignUpMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    accessToken
    refreshToken
    idToken
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const ResendConfirmationCodeDocument = new TypedDocumentString(`
    mutation ResendConfirmationCode($email: String!) {
  resendConfirmationCode(email: $email) {
    success
  }
}
    `) as unknown as TypedDocumentString<ResendConfirmationCodeMutation, ResendConfirmationCodeMutationVariables>;
export const SendForgotPasswordCodeDocument = new TypedDocumentString(`
    mutation SendForgotPasswordCode($email: String!) {
  sendForgotPasswordCode(email: $email) {
    success
  }
}
    `) as unknown as TypedDocumentString<SendForgotPasswordCodeMutation, SendForgotPasswordCodeMutationVariables>;
export const StatesDocument = new TypedDocumentString(`
    query States($countryCode: String!) {
  states(countryCode: $countryCode) {
    isoCode
    name
  }
}
    `) as unknown as TypedDocumentString<StatesQuery, StatesQueryVariables>;
export const UpdateClientIdentityDocument = new TypedDocumentString(`
    mutation UpdateClientIdentity($clientId: ID!, $clientInput: ClientInput!) {
  updateClient(clientId: $clientId, clientInput: $clientInput) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateClientIdentityMutation, UpdateClientIdentityMutationVariables>;
export const HoldBookingSlotDocument = new TypedDocumentString(`
    mutation HoldBookingSlot($input: HoldSlotInput!) {
  holdSlot(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<HoldBookingSlotMutation, HoldBookingSlotMutationVariables>;
export const BookConsultationDocument = new TypedDocumentString(`
    mutation BookConsultation($input: BookConsultationInput!) {
  bookConsultation(input: $input) {
    success
    orderItem {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<BookConsultationMutation, BookConsultationMutationVariables>;
export const BookingItemDocument = new TypedDocumentString(`
    query BookingItem($id: ID!) {
  orderItem(id: $id) {
    id
    displayId
    orderId
    status
    productId
    productName
    productType
    categoryId
    categoryName
    createdAt
    programItemId
    treatmentPlanStartDate
    treatmentDecision {
      status
      decidedAt
      declineReason
      prescription {
        id
        medicationName
        notes
        currencyCode
        directions {
          id
          position
          dosageName
          dose
          doseUnit
          route
          frequencyEvery
          frequencyTimeUnit
          durationEvery
          durationTimeUnit
          sellingPrice
        }
      }
    }
    medicationOptions {
      amountNow
      shippingCost
      creditFromCheckout
      currencyCode
      startingDirection {
        id
      }
    }
    medicationOrder {
      id
      status
      cycle
      bookingType
      medicationName
      amount
      shippingCost
      chargedAmount
      currencyCode
      paymentMethod
      orderedAt
      shippedAt
      deliveredAt
      deliveryConfirmedAt
      missingReportedAt
      failureReason
      failureCode
      shippingAddress {
        id
        addressLine1
        addressLine2
        city
        state
        zipcode
        country
      }
      direction {
        id
        dosageName
        dose
        doseUnit
        route
        frequencyEvery
        frequencyTimeUnit
        durationEvery
        durationTimeUnit
        sellingPrice
      }
    }
    autoRenewal {
      enabled
      canChange
      nextRenewalAt
      nextAmount
      currencyCode
      requiresReapproval
      nextDirection {
        id
        dosageName
        dose
        doseUnit
        route
        frequencyEvery
        frequencyTimeUnit
        durationEvery
        durationTimeUnit
        sellingPrice
      }
      lastRenewal {
        status
        at
        amount
        orderItemId
        message
      }
    }
    consultationDetail {
      HCPId
      HCPSessionId
      HCPName
      HCPProfileImg
      scheduleDateTimeUTC
      sessionStatus
      rescheduleCutOffTime
      canJoin
      canReschedule
      canCancel
    }
    labTest {
      status
      sku
      collectorName
      startsAt
      reportAvailable
      place {
        kind
        name
        addressLine1
        addressLine2
        city
        state
        zipcode
        instructions
      }
    }
    orderItemConsults {
      hcpSessionId
      hcpSessionDisplayId
      status
      mode
      scheduleDateTimeUTC
      endDateTimeUTC
    }
    cancellationQuote {
      allowed
      currencyCode
      percentage
      windowHours
      withinWindow
      chargeAmount
      refundToWallet
    }
    shipments {
      id
      carrier
      trackingNumber
      trackingUrl
      status
      shippedAt
      deliveredAt
    }
    order {
      id
      displayId
      businessLocationId
      businessLocationName
      currencyCode
      orderPricingSummary {
        currencyCode
        refunds {
          id
          orderItemId
          refundAmount
          refundFor
          status
        }
      }
      shippingAddress {
        id
        addressLine1
        addressLine2
        city
        state
        zipcode
        country
      }
      billingAddress {
        id
        addressLine1
        addressLine2
        city
        state
        zipcode
        country
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BookingItemQuery, BookingItemQueryVariables>;
export const BookingOrderDocument = new TypedDocumentString(`
    query BookingOrder($orderId: ID!) {
  order(orderId: $orderId) {
    id
    displayId
    createdAt
    currencyCode
    businessName
    businessLocationName
    orderItems {
      id
      displayId
      status
      productName
      productType
      createdAt
      programItemId
      treatmentDecision {
        status
      }
      consultationDetail {
        HCPSessionId
        HCPName
        scheduleDateTimeUTC
        sessionStatus
        canJoin
        canReschedule
        canCancel
      }
    }
    orderPricingSummary {
      ...PriceSummaryFields
      items {
        orderItemId
      }
      paymentSummary {
        preAuthorized
        releasedOnCancel
      }
      refunds {
        id
        orderItemId
        refundAmount
        refundFor
        refundReason
        message
        status
        createdAt
        updatedAt
      }
    }
    shippingAddress {
      id
      addressLine1
      addressLine2
      city
      state
      zipcode
      country
    }
    billingAddress {
      id
      addressLine1
      addressLine2
      city
      state
      zipcode
      country
    }
  }
}
    fragment PriceSummaryFields on PricingSummary {
  currencyCode
  items {
    categoryId
    categoryName
    productId
    productName
    productType
    feeBreakup {
      entityName
      entityType
      amount
      paid
      unpaid
    }
  }
  paymentSummary {
    feeBreakupTotals {
      entityName
      entityType
      amount
    }
    totals {
      entityName
      entityType
      amount
    }
    totalAmount
    totalPaid
    totalUnpaid
  }
}`) as unknown as TypedDocumentString<BookingOrderQuery, BookingOrderQueryVariables>;
export const BookingsListDocument = new TypedDocumentString(`
    query BookingsList($limit: Int, $after: String, $before: String, $last: Int, $filter: OrderFilter) {
  orders(
    limit: $limit
    after: $after
    before: $before
    last: $last
    filter: $filter
  ) {
    totalCount
    pageInfo {
      startCursor
      endCursor
      hasNextPage
      hasPreviousPage
    }
    edges {
      cursor
      node {
        id
        displayId
        orderId
        status
        productName
        productType
        createdAt
        programItemId
        treatmentDecision {
          status
        }
        consultationDetail {
          HCPSessionId
          HCPName
          scheduleDateTimeUTC
          sessionStatus
          canJoin
          canReschedule
          canCancel
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BookingsListQuery, BookingsListQueryVariables>;
export const CancelBookingDocument = new TypedDocumentString(`
    mutation CancelBooking($input: CancelOrderItemInput!) {
  cancelOrderItem(input: $input) {
    success
    orderItem {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<CancelBookingMutation, CancelBookingMutationVariables>;
export const LabDocumentLinkDocument = new TypedDocumentString(`
    mutation LabDocumentLink($orderItemId: ID!, $kind: LabDocumentKind!) {
  labDocumentLink(orderItemId: $orderItemId, kind: $kind) {
    url
  }
}
    `) as unknown as TypedDocumentString<LabDocumentLinkMutation, LabDocumentLinkMutationVariables>;
export const RebookDocument = new TypedDocumentString(`
    mutation Rebook($input: RebookInput!) {
  rebook(input: $input) {
    success
    orderItem {
      id
      orderId
      status
    }
  }
}
    `) as unknown as TypedDocumentString<RebookMutation, RebookMutationVariables>;
export const CreateMedicationOrderDocument = new TypedDocumentString(`
    mutation CreateMedicationOrder($input: CreateMedicationOrderInput!) {
  createMedicationOrder(input: $input) {
    success
    message
    orderItem {
      id
      orderId
      status
    }
  }
}
    `) as unknown as TypedDocumentString<CreateMedicationOrderMutation, CreateMedicationOrderMutationVariables>;
export const StartTreatmentPlanDocument = new TypedDocumentString(`
    mutation StartTreatmentPlan($input: StartTreatmentPlanInput!) {
  startTreatmentPlan(input: $input) {
    id
    status
    treatmentPlanStartDate
  }
}
    `) as unknown as TypedDocumentString<StartTreatmentPlanMutation, StartTreatmentPlanMutationVariables>;
export const SetAutoRenewDocument = new TypedDocumentString(`
    mutation SetAutoRenew($input: SetAutoRenewInput!) {
  setAutoRenew(input: $input) {
    id
    autoRenewal {
      enabled
      canChange
    }
  }
}
    `) as unknown as TypedDocumentString<SetAutoRenewMutation, SetAutoRenewMutationVariables>;
export const ProgramItemDocument = new TypedDocumentString(`
    query ProgramItem($id: ID!) {
  orderItem(id: $id) {
    id
    orderId
    displayId
    productName
  }
}
    `) as unknown as TypedDocumentString<ProgramItemQuery, ProgramItemQueryVariables>;
export const CartPricesDocument = new TypedDocumentString(`
    query CartPrices($locationId: ID!) {
  productsByLocation(locationId: $locationId) {
    id
    shippingCost
    productLocations {
      id
      startingPrice
      currencyCode
    }
  }
}
    `) as unknown as TypedDocumentString<CartPricesQuery, CartPricesQueryVariables>;
export const CategoryWorkflowDocument = new TypedDocumentString(`
    query CategoryWorkflow($categoryId: ID!) {
  workflow(id: $categoryId) {
    id
    currentFlag
    feConfiguration
  }
}
    `) as unknown as TypedDocumentString<CategoryWorkflowQuery, CategoryWorkflowQueryVariables>;
export const CartClientAddressDocument = new TypedDocumentString(`
    query CartClientAddress($clientId: ID!) {
  client(clientId: $clientId) {
    id
    clientAddresses {
      id
      state
      isDefault
    }
  }
}
    `) as unknown as TypedDocumentString<CartClientAddressQuery, CartClientAddressQueryVariables>;
export const ValidateDuplicateOrderDocument = new TypedDocumentString(`
    query ValidateDuplicateOrder($categoryId: ID!, $clientId: ID!, $productId: ID!) {
  validateDuplicateOrder(
    categoryId: $categoryId
    clientId: $clientId
    productId: $productId
  ) {
    isDuplicate
    existingOrderItem {
      id
      displayId
      orderId
      productId
      productName
      status
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<ValidateDuplicateOrderQuery, ValidateDuplicateOrderQueryVariables>;
export const CategoryByLocationDocument = new TypedDocumentString(`
    query CategoryByLocation($locationId: ID!) {
  categoryByLocation(locationId: $locationId) {
    id
    name
    description
    sortOrder
    images {
      url
      type
    }
  }
}
    `) as unknown as TypedDocumentString<CategoryByLocationQuery, CategoryByLocationQueryVariables>;
export const ProductDocument = new TypedDocumentString(`
    query Product($id: ID!, $locationId: ID!) {
  product(id: $id, locationId: $locationId) {
    id
    name
    tagline
    description
    details
    productType
    shippingCost
    images {
      url
      type
    }
    categories {
      id
      name
    }
    forms {
      id
      type
    }
    productLocations {
      id
      locationId
      startingPrice
      currencyCode
      sortOrder
      images {
        url
        type
      }
    }
    medicationProduct {
      id
      shippingCost
      controlledSubstance
    }
    labTestProduct {
      id
      sku
      sellingPrice
    }
  }
}
    `) as unknown as TypedDocumentString<ProductQuery, ProductQueryVariables>;
export const ProductsByLocationDocument = new TypedDocumentString(`
    query ProductsByLocation($locationId: ID!) {
  productsByLocation(locationId: $locationId) {
    id
    name
    tagline
    productType
    images {
      url
      type
    }
    categories {
      id
    }
    productLocations {
      id
      startingPrice
      currencyCode
      sortOrder
      images {
        url
        type
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductsByLocationQuery, ProductsByLocationQueryVariables>;
export const CheckoutQuoteDocument = new TypedDocumentString(`
    query CheckoutQuote($input: OrderPricingSummaryInput!) {
  orderPricingSummary(input: $input) {
    ...PriceSummaryFields
    items {
      hasHCPApproval
    }
    paymentSummary {
      preAuthorized
      alreadyCharged
      giftCardApplied
      walletApplied
      cardAmount
    }
    refunds {
      id
      message
      orderItemId
      refundAmount
      refundFor
      refundReason
      status
      createdAt
      updatedAt
    }
  }
}
    fragment PriceSummaryFields on PricingSummary {
  currencyCode
  items {
    categoryId
    categoryName
    productId
    productName
    productType
    feeBreakup {
      entityName
      entityType
      amount
      paid
      unpaid
    }
  }
  paymentSummary {
    feeBreakupTotals {
      entityName
      entityType
      amount
    }
    totals {
      entityName
      entityType
      amount
    }
    totalAmount
    totalPaid
    totalUnpaid
  }
}`) as unknown as TypedDocumentString<CheckoutQuoteQuery, CheckoutQuoteQueryVariables>;
export const PlaceOrderDocument = new TypedDocumentString(`
    mutation PlaceOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    success
    message
    replayed
    order {
      id
      displayId
    }
  }
}
    `) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const PlacedOrderDocument = new TypedDocumentString(`
    query PlacedOrder($orderId: ID!) {
  order(orderId: $orderId) {
    id
    displayId
    createdAt
    businessName
    businessLocationName
    paymentMethod
    orderItems {
      id
      displayId
      productName
      productType
      categoryName
      status
      consultationDetail {
        HCPSessionId
        HCPName
        scheduleDateTimeUTC
      }
    }
    orderPricingSummary {
      ...PriceSummaryFields
      items {
        hasHCPApproval
      }
      paymentSummary {
        preAuthorized
        alreadyCharged
        giftCardApplied
        walletApplied
        cardAmount
      }
      refunds {
        id
        message
        orderItemId
        refundAmount
        refundFor
        refundReason
        status
        createdAt
        updatedAt
      }
    }
  }
}
    fragment PriceSummaryFields on PricingSummary {
  currencyCode
  items {
    categoryId
    categoryName
    productId
    productName
    productType
    feeBreakup {
      entityName
      entityType
      amount
      paid
      unpaid
    }
  }
  paymentSummary {
    feeBreakupTotals {
      entityName
      entityType
      amount
    }
    totals {
      entityName
      entityType
      amount
    }
    totalAmount
    totalPaid
    totalUnpaid
  }
}`) as unknown as TypedDocumentString<PlacedOrderQuery, PlacedOrderQueryVariables>;
export const FaqItemsDocument = new TypedDocumentString(`
    query FaqItems($businessId: ID!, $locale: String!) {
  faqItems(businessId: $businessId, locale: $locale) {
    id
    question
    answer
    sortOrder
  }
}
    `) as unknown as TypedDocumentString<FaqItemsQuery, FaqItemsQueryVariables>;
export const MarkMedicationOrderPreparingDocument = new TypedDocumentString(`
    mutation MarkMedicationOrderPreparing($input: MedicationOrderRefInput!) {
  markMedicationOrderPreparing(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<MarkMedicationOrderPreparingMutation, MarkMedicationOrderPreparingMutationVariables>;
export const ShipMedicationOrderDocument = new TypedDocumentString(`
    mutation ShipMedicationOrder($input: ShipMedicationOrderInput!) {
  shipMedicationOrder(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ShipMedicationOrderMutation, ShipMedicationOrderMutationVariables>;
export const MarkMedicationOrderDeliveredDocument = new TypedDocumentString(`
    mutation MarkMedicationOrderDelivered($input: MedicationOrderRefInput!) {
  markMedicationOrderDelivered(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<MarkMedicationOrderDeliveredMutation, MarkMedicationOrderDeliveredMutationVariables>;
export const FulfilmentQueueDocument = new TypedDocumentString(`
    query FulfilmentQueue($filter: FulfilmentFilter, $limit: Int, $offset: Int) {
  medicationOrdersToFulfil(filter: $filter, limit: $limit, offset: $offset) {
    totalCount
    nodes {
      orderItemDisplayId
      productName
      clientName
      clientEmail
      clientPhone
      shipping {
        addressLine1
        addressLine2
        city
        state
        zipcode
      }
      shipments {
        id
        carrier
        trackingNumber
        trackingUrl
        shippedAt
      }
      medicationOrder {
        id
        status
        cycle
        bookingType
        medicationName
        orderedAt
        preparingAt
        shippedAt
        deliveredAt
        missingReportedAt
        direction {
          dosageName
          dose
          doseUnit
          route
          frequencyEvery
          frequencyTimeUnit
          durationEvery
          durationTimeUnit
          sellingPrice
          costToBusiness
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FulfilmentQueueQuery, FulfilmentQueueQueryVariables>;
export const ApproveTreatmentDocument = new TypedDocumentString(`
    mutation ApproveTreatment($input: ApproveTreatmentInput!) {
  approveTreatment(input: $input) {
    id
    hasHCPApproval
  }
}
    `) as unknown as TypedDocumentString<ApproveTreatmentMutation, ApproveTreatmentMutationVariables>;
export const HcpSessionClientDocument = new TypedDocumentString(`
    query HcpSessionClient($id: ID!) {
  hcpSession(HCPSessionId: $id) {
    id
    clientId
  }
}
    `) as unknown as TypedDocumentString<HcpSessionClientQuery, HcpSessionClientQueryVariables>;
export const HcpClientProgressDocument = new TypedDocumentString(`
    query HcpClientProgress($clientId: ID!, $readings: Int, $records: Int) {
  metricReadings(
    filter: {clientId: $clientId, metricType: WEIGHT}
    sort: [{field: recordedAt, direction: desc}]
    limit: $readings
  ) {
    totalCount
    nodes {
      id
      unit
      value
      valueKg
      recordedAt
    }
  }
  weeklyProgress(filter: {clientId: $clientId}, limit: $records) {
    totalCount
    nodes {
      id
      weight
      weightUnit
      weightKg
      feeling
      dosage
      administeredBy
      recordedOn
    }
  }
}
    `) as unknown as TypedDocumentString<HcpClientProgressQuery, HcpClientProgressQueryVariables>;
export const CompleteSessionDocument = new TypedDocumentString(`
    mutation CompleteSession($input: VideoCallInput!) {
  completeSession(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<CompleteSessionMutation, CompleteSessionMutationVariables>;
export const DeclineTreatmentDocument = new TypedDocumentString(`
    mutation DeclineTreatment($input: DeclineTreatmentInput!) {
  declineTreatment(input: $input) {
    id
    hasHCPApproval
  }
}
    `) as unknown as TypedDocumentString<DeclineTreatmentMutation, DeclineTreatmentMutationVariables>;
export const HcpSessionDocument = new TypedDocumentString(`
    query HcpSession($id: ID!) {
  hcpSession(HCPSessionId: $id) {
    id
    displayId
    startTime
    endTime
    status
    mode
    canJoin
    productId
    locationId
    coveringFor
    client {
      firstName
      lastName
      dob
      gender
      email
      phone
    }
    orderItem {
      id
      displayId
      productName
      categoryName
      status
      treatmentDecision {
        status
        decidedAt
        declineReason
        prescription {
          medicationName
          currencyCode
          notes
          approvalDate
          directions {
            id
            dosageName
            dose
            doseUnit
            route
            frequencyEvery
            frequencyTimeUnit
            durationEvery
            durationTimeUnit
            sellingPrice
            costToBusiness
          }
        }
      }
    }
    answers {
      id
      formName
      formSchema
      formUiSchema
      answers
      isHCPReviewed
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<HcpSessionQuery, HcpSessionQueryVariables>;
export const HcpSessionsDocument = new TypedDocumentString(`
    query HcpSessions($filter: HcpSessionsFilter!) {
  hcpSessions(filter: $filter) {
    id
    displayId
    startTime
    endTime
    status
    mode
    canJoin
    client {
      firstName
      lastName
    }
    orderItem {
      id
      productName
    }
  }
}
    `) as unknown as TypedDocumentString<HcpSessionsQuery, HcpSessionsQueryVariables>;
export const MarkAnswersReviewedDocument = new TypedDocumentString(`
    mutation MarkAnswersReviewed($input: OrderItemRefInput!) {
  markAnswersReviewed(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<MarkAnswersReviewedMutation, MarkAnswersReviewedMutationVariables>;
export const MarkSessionNoShowDocument = new TypedDocumentString(`
    mutation MarkSessionNoShow($input: MarkSessionNoShowInput!) {
  markSessionNoShow(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<MarkSessionNoShowMutation, MarkSessionNoShowMutationVariables>;
export const ApproveRenewalDocument = new TypedDocumentString(`
    mutation ApproveRenewal($input: ApproveRenewalInput!) {
  approveRenewal(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ApproveRenewalMutation, ApproveRenewalMutationVariables>;
export const DeclineRenewalDocument = new TypedDocumentString(`
    mutation DeclineRenewal($input: DeclineRenewalInput!) {
  declineRenewal(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<DeclineRenewalMutation, DeclineRenewalMutationVariables>;
export const RenewalsAwaitingApprovalDocument = new TypedDocumentString(`
    query RenewalsAwaitingApproval {
  renewalsAwaitingApproval {
    orderItemId
    orderItemDisplayId
    clientName
    medicationName
    cycle
    amount
    currencyCode
    dueAt
    requestedAt
    direction {
      id
      dosageName
      dose
      doseUnit
      route
      frequencyEvery
      frequencyTimeUnit
      durationEvery
      durationTimeUnit
      sellingPrice
      costToBusiness
    }
  }
}
    `) as unknown as TypedDocumentString<RenewalsAwaitingApprovalQuery, RenewalsAwaitingApprovalQueryVariables>;
export const SessionCurrencyDocument = new TypedDocumentString(`
    query SessionCurrency($productId: ID!, $locationId: ID!) {
  product(id: $productId, locationId: $locationId) {
    id
    productLocations {
      locationId
      currencyCode
    }
  }
}
    `) as unknown as TypedDocumentString<SessionCurrencyQuery, SessionCurrencyQueryVariables>;
export const ChangeLabTestStatusDocument = new TypedDocumentString(`
    mutation ChangeLabTestStatus($orderItemId: ID!, $status: LabTestMove!) {
  changeLabTestStatus(orderItemId: $orderItemId, status: $status) {
    orderItemId
    status
  }
}
    `) as unknown as TypedDocumentString<ChangeLabTestStatusMutation, ChangeLabTestStatusMutationVariables>;
export const LabReportUploadLinkDocument = new TypedDocumentString(`
    mutation LabReportUploadLink($orderItemId: ID!) {
  labReportUploadLink(orderItemId: $orderItemId) {
    url
  }
}
    `) as unknown as TypedDocumentString<LabReportUploadLinkMutation, LabReportUploadLinkMutationVariables>;
export const CollectorRequisitionLinkDocument = new TypedDocumentString(`
    mutation CollectorRequisitionLink($orderItemId: ID!) {
  labDocumentLink(orderItemId: $orderItemId, kind: REQUISITION) {
    url
  }
}
    `) as unknown as TypedDocumentString<CollectorRequisitionLinkMutation, CollectorRequisitionLinkMutationVariables>;
export const LabVisitsDocument = new TypedDocumentString(`
    query LabVisits($from: String!, $to: String!) {
  labVisits(from: $from, to: $to) {
    orderItemId
    orderItemDisplayId
    status
    clientName
    clientPhone
    productName
    sku
    sessionDisplayId
    startsAt
    endsAt
    timezone
    hasReport
    place {
      kind
      name
      addressLine1
      addressLine2
      city
      state
      zipcode
      country
      instructions
    }
  }
}
    `) as unknown as TypedDocumentString<LabVisitsQuery, LabVisitsQueryVariables>;
export const NearBusinessDocument = new TypedDocumentString(`
    query NearBusiness($shortId: String!) {
  decodeBusiness(shortId: $shortId) {
    id
    shortId
    name
    pictureUrl
    tagline
    description
    organizationId
    supportEmail
    supportPhone
  }
}
    `) as unknown as TypedDocumentString<NearBusinessQuery, NearBusinessQueryVariables>;
export const LocationsByLatLongDocument = new TypedDocumentString(`
    query LocationsByLatLong($businessId: ID!, $latitude: Float!, $longitude: Float!, $radius: Int!) {
  businessLocationsByLatLong(
    businessId: $businessId
    latitude: $latitude
    longitude: $longitude
    radius: $radius
  ) {
    id
    shortId
    name
    addressLine1
    addressLine2
    city
    addressState
    zipcode
    country
    states
    distanceKm
  }
}
    `) as unknown as TypedDocumentString<LocationsByLatLongQuery, LocationsByLatLongQueryVariables>;
export const LocationsByStateDocument = new TypedDocumentString(`
    query LocationsByState($businessId: ID!, $state: String!, $city: String, $zipcode: String) {
  businessLocationsByState(
    businessId: $businessId
    state: $state
    city: $city
    zipcode: $zipcode
  ) {
    id
    shortId
    name
    addressLine1
    addressLine2
    city
    addressState
    zipcode
    country
    states
    distanceKm
  }
}
    `) as unknown as TypedDocumentString<LocationsByStateQuery, LocationsByStateQueryVariables>;
export const LocationStatesDocument = new TypedDocumentString(`
    query LocationStates($countryCode: String!) {
  states(countryCode: $countryCode) {
    isoCode
    name
  }
}
    `) as unknown as TypedDocumentString<LocationStatesQuery, LocationStatesQueryVariables>;
export const MarkNotificationsReadDocument = new TypedDocumentString(`
    mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {
  markNotificationsRead(ids: $ids, all: $all)
}
    `) as unknown as TypedDocumentString<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const NotificationAddedDocument = new TypedDocumentString(`
    subscription NotificationAdded {
  notificationAdded {
    id
    kind
    title
    body
    link
    callSessionId
    createdAt
    readAt
  }
}
    `) as unknown as TypedDocumentString<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>;
export const NotificationsDocument = new TypedDocumentString(`
    query Notifications($limit: Int, $offset: Int) {
  notifications(limit: $limit, offset: $offset) {
    totalCount
    unreadCount
    nodes {
      id
      kind
      title
      body
      link
      callSessionId
      createdAt
      readAt
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationsQuery, NotificationsQueryVariables>;
export const UnreadNotificationCountDocument = new TypedDocumentString(`
    query UnreadNotificationCount {
  unreadNotificationCount
}
    `) as unknown as TypedDocumentString<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>;
export const ProviderSignupInfoDocument = new TypedDocumentString(`
    query ProviderSignupInfo($businessCode: String!) {
  providerSignupInfo(businessCode: $businessCode) {
    business {
      id
      name
      shortId
    }
    plans {
      id
      code
      name
      description
      priceMinor
      currencyCode
      period
    }
    agreement {
      version
      title
      body
    }
  }
}
    `) as unknown as TypedDocumentString<ProviderSignupInfoQuery, ProviderSignupInfoQueryVariables>;
export const ProviderSignupDocument = new TypedDocumentString(`
    mutation ProviderSignup($input: ProviderSignupInput!, $password: String!) {
  providerSignup(input: $input, password: $password) {
    applicationId
    userId
  }
}
    `) as unknown as TypedDocumentString<ProviderSignupMutation, ProviderSignupMutationVariables>;
export const MyProviderApplicationsDocument = new TypedDocumentString(`
    query MyProviderApplications {
  myProviderApplications {
    ...ProviderApplicationFields
  }
}
    fragment ProviderSetupFields on ProviderSetup {
  travelFeeMinor
  groupDiscountPercent
  cancellationWindowHours
  cancellationChargePercent
  timezone
  hours {
    weekday
    start
    end
  }
  locations {
    id
    name
  }
  categories {
    id
    name
  }
}
fragment ProviderApplicationFields on ProviderApplication {
  id
  status
  kind
  business {
    id
    name
    shortId
    currencyCode
  }
  plan {
    id
    name
    priceMinor
    currencyCode
    period
  }
  agreementVersion
  agreementAcceptedAt
  amountPaidMinor
  currencyCode
  cardLastFour
  paidAt
  currentAgreement {
    version
    title
    body
  }
  gateway {
    clientKey
    tokenizeUrl
  }
  setupOptions {
    locations {
      id
      name
    }
    categories {
      id
      name
    }
  }
  setup {
    ...ProviderSetupFields
  }
}`) as unknown as TypedDocumentString<MyProviderApplicationsQuery, MyProviderApplicationsQueryVariables>;
export const AcceptProviderAgreementDocument = new TypedDocumentString(`
    mutation AcceptProviderAgreement($applicationId: ID!, $version: Int!) {
  acceptProviderAgreement(applicationId: $applicationId, version: $version) {
    ...ProviderApplicationFields
  }
}
    fragment ProviderSetupFields on ProviderSetup {
  travelFeeMinor
  groupDiscountPercent
  cancellationWindowHours
  cancellationChargePercent
  timezone
  hours {
    weekday
    start
    end
  }
  locations {
    id
    name
  }
  categories {
    id
    name
  }
}
fragment ProviderApplicationFields on ProviderApplication {
  id
  status
  kind
  business {
    id
    name
    shortId
    currencyCode
  }
  plan {
    id
    name
    priceMinor
    currencyCode
    period
  }
  agreementVersion
  agreementAcceptedAt
  amountPaidMinor
  currencyCode
  cardLastFour
  paidAt
  currentAgreement {
    version
    title
    body
  }
  gateway {
    clientKey
    tokenizeUrl
  }
  setupOptions {
    locations {
      id
      name
    }
    categories {
      id
      name
    }
  }
  setup {
    ...ProviderSetupFields
  }
}`) as unknown as TypedDocumentString<AcceptProviderAgreementMutation, AcceptProviderAgreementMutationVariables>;
export const PayProviderPlanDocument = new TypedDocumentString(`
    mutation PayProviderPlan($applicationId: ID!, $token: String!, $idempotencyKey: ID!) {
  payProviderPlan(
    applicationId: $applicationId
    token: $token
    idempotencyKey: $idempotencyKey
  ) {
    ...ProviderApplicationFields
  }
}
    fragment ProviderSetupFields on ProviderSetup {
  travelFeeMinor
  groupDiscountPercent
  cancellationWindowHours
  cancellationChargePercent
  timezone
  hours {
    weekday
    start
    end
  }
  locations {
    id
    name
  }
  categories {
    id
    name
  }
}
fragment ProviderApplicationFields on ProviderApplication {
  id
  status
  kind
  business {
    id
    name
    shortId
    currencyCode
  }
  plan {
    id
    name
    priceMinor
    currencyCode
    period
  }
  agreementVersion
  agreementAcceptedAt
  amountPaidMinor
  currencyCode
  cardLastFour
  paidAt
  currentAgreement {
    version
    title
    body
  }
  gateway {
    clientKey
    tokenizeUrl
  }
  setupOptions {
    locations {
      id
      name
    }
    categories {
      id
      name
    }
  }
  setup {
    ...ProviderSetupFields
  }
}`) as unknown as TypedDocumentString<PayProviderPlanMutation, PayProviderPlanMutationVariables>;
export const SaveProviderSetupDocument = new TypedDocumentString(`
    mutation SaveProviderSetup($applicationId: ID!, $input: ProviderSetupInput!) {
  saveProviderSetup(applicationId: $applicationId, input: $input) {
    ...ProviderApplicationFields
  }
}
    fragment ProviderSetupFields on ProviderSetup {
  travelFeeMinor
  groupDiscountPercent
  cancellationWindowHours
  cancellationChargePercent
  timezone
  hours {
    weekday
    start
    end
  }
  locations {
    id
    name
  }
  categories {
    id
    name
  }
}
fragment ProviderApplicationFields on ProviderApplication {
  id
  status
  kind
  business {
    id
    name
    shortId
    currencyCode
  }
  plan {
    id
    name
    priceMinor
    currencyCode
    period
  }
  agreementVersion
  agreementAcceptedAt
  amountPaidMinor
  currencyCode
  cardLastFour
  paidAt
  currentAgreement {
    version
    title
    body
  }
  gateway {
    clientKey
    tokenizeUrl
  }
  setupOptions {
    locations {
      id
      name
    }
    categories {
      id
      name
    }
  }
  setup {
    ...ProviderSetupFields
  }
}`) as unknown as TypedDocumentString<SaveProviderSetupMutation, SaveProviderSetupMutationVariables>;
export const ProviderConfirmSignUpDocument = new TypedDocumentString(`
    mutation ProviderConfirmSignUp($email: String!, $code: String!) {
  confirmUserSignUp(email: $email, code: $code) {
    success
  }
}
    `) as unknown as TypedDocumentString<ProviderConfirmSignUpMutation, ProviderConfirmSignUpMutationVariables>;
export const ProviderResendCodeDocument = new TypedDocumentString(`
    mutation ProviderResendCode($email: String!) {
  resendConfirmationCode(email: $email) {
    success
  }
}
    `) as unknown as TypedDocumentString<ProviderResendCodeMutation, ProviderResendCodeMutationVariables>;
export const ProviderLoginDocument = new TypedDocumentString(`
    mutation ProviderLogin($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    accessToken
    refreshToken
    idToken
  }
}
    `) as unknown as TypedDocumentString<ProviderLoginMutation, ProviderLoginMutationVariables>;
export const PlatformOrganizationsDocument = new TypedDocumentString(`
    query PlatformOrganizations {
  platformOrganizations {
    id
    name
    billerName
    businesses {
      id
      shortId
      name
      currencyCode
      admins {
        userId
        email
        firstName
        lastName
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PlatformOrganizationsQuery, PlatformOrganizationsQueryVariables>;
export const PlatformCreateOrganizationDocument = new TypedDocumentString(`
    mutation PlatformCreateOrganization($input: PlatformOrganizationInput!, $idempotencyKey: ID!) {
  platformCreateOrganization(input: $input, idempotencyKey: $idempotencyKey) {
    id
  }
}
    `) as unknown as TypedDocumentString<PlatformCreateOrganizationMutation, PlatformCreateOrganizationMutationVariables>;
export const PlatformCreateBusinessDocument = new TypedDocumentString(`
    mutation PlatformCreateBusiness($input: PlatformBusinessInput!, $idempotencyKey: ID!) {
  platformCreateBusiness(input: $input, idempotencyKey: $idempotencyKey) {
    invitationSent
    business {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PlatformCreateBusinessMutation, PlatformCreateBusinessMutationVariables>;
export const PlatformProviderPlansDocument = new TypedDocumentString(`
    query PlatformProviderPlans {
  platformProviderPlans {
    id
    code
    name
    description
    priceMinor
    currencyCode
    period
    status
    sortOrder
  }
  platformProviderAgreements {
    id
    version
    title
    body
    publishedAt
  }
}
    `) as unknown as TypedDocumentString<PlatformProviderPlansQuery, PlatformProviderPlansQueryVariables>;
export const PlatformCreateProviderPlanDocument = new TypedDocumentString(`
    mutation PlatformCreateProviderPlan($input: ProviderPlanInput!, $idempotencyKey: ID!) {
  platformCreateProviderPlan(input: $input, idempotencyKey: $idempotencyKey) {
    id
  }
}
    `) as unknown as TypedDocumentString<PlatformCreateProviderPlanMutation, PlatformCreateProviderPlanMutationVariables>;
export const PlatformUpdateProviderPlanDocument = new TypedDocumentString(`
    mutation PlatformUpdateProviderPlan($id: ID!, $input: ProviderPlanInput!) {
  platformUpdateProviderPlan(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<PlatformUpdateProviderPlanMutation, PlatformUpdateProviderPlanMutationVariables>;
export const PlatformPublishProviderAgreementDocument = new TypedDocumentString(`
    mutation PlatformPublishProviderAgreement($input: ProviderAgreementInput!, $idempotencyKey: ID!) {
  platformPublishProviderAgreement(input: $input, idempotencyKey: $idempotencyKey) {
    version
  }
}
    `) as unknown as TypedDocumentString<PlatformPublishProviderAgreementMutation, PlatformPublishProviderAgreementMutationVariables>;
export const ProgressReadingsDocument = new TypedDocumentString(`
    query ProgressReadings($limit: Int) {
  metricReadings(
    filter: {metricType: WEIGHT}
    sort: [{field: recordedAt, direction: desc}]
    limit: $limit
  ) {
    totalCount
    packedNodes
  }
}
    `) as unknown as TypedDocumentString<ProgressReadingsQuery, ProgressReadingsQueryVariables>;
export const WeeklyProgressListDocument = new TypedDocumentString(`
    query WeeklyProgressList($limit: Int, $orderItemId: ID) {
  weeklyProgress(filter: {orderItemId: $orderItemId}, limit: $limit) {
    totalCount
    nodes {
      id
      orderItemId
      weight
      weightUnit
      weightKg
      feeling
      dosage
      administeredBy
      recordedOn
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<WeeklyProgressListQuery, WeeklyProgressListQueryVariables>;
export const ReceptionCreateClientDocument = new TypedDocumentString(`
    mutation ReceptionCreateClient($input: ReceptionClientInput!, $idempotencyKey: ID!) {
  receptionCreateClient(input: $input, idempotencyKey: $idempotencyKey) {
    outcome
    invitationSent
    replayed
    client {
      ...ReceptionClientFields
    }
  }
}
    fragment ReceptionClientFields on ReceptionClient {
  id
  firstName
  lastName
  email
  dob
  gender
  phoneCode
  phone
  timezone
  heightCm
  heightUnit
  weight
  weightUnit
  status
  createdAt
  invitationExpiresAt
  defaultAddress {
    id
    addressLine1
    addressLine2
    city
    state
    country
    zipcode
  }
}`) as unknown as TypedDocumentString<ReceptionCreateClientMutation, ReceptionCreateClientMutationVariables>;
export const DeskAssessmentServiceDocument = new TypedDocumentString(`
    query DeskAssessmentService($id: ID!, $locationId: ID!) {
  product(id: $id, locationId: $locationId) {
    id
    name
    categories {
      id
    }
    forms {
      id
      type
    }
  }
}
    `) as unknown as TypedDocumentString<DeskAssessmentServiceQuery, DeskAssessmentServiceQueryVariables>;
export const DeskAssessmentFormDocument = new TypedDocumentString(`
    query DeskAssessmentForm($id: ID!, $locale: String) {
  form(id: $id, locale: $locale) {
    id
    name
    description
    currentVersion {
      id
      schema
      uiSchema
    }
  }
}
    `) as unknown as TypedDocumentString<DeskAssessmentFormQuery, DeskAssessmentFormQueryVariables>;
export const DeskBookingDocument = new TypedDocumentString(`
    query DeskBooking($id: ID!) {
  receptionBooking(id: $id) {
    ...DeskBookingRowFields
    categoryName
    order {
      id
      createdAt
      currencyCode
      paymentMethod
      visitAddressId
      orderPricingSummary {
        ...PriceSummaryFields
        paymentSummary {
          preAuthorized
          cardHold
          beyondHold
        }
      }
    }
    orderItemConsults {
      hcpSessionId
      hcpSessionDisplayId
      status
      mode
      scheduleDateTimeUTC
      hcpUser {
        name
      }
    }
  }
}
    fragment PriceSummaryFields on PricingSummary {
  currencyCode
  items {
    categoryId
    categoryName
    productId
    productName
    productType
    feeBreakup {
      entityName
      entityType
      amount
      paid
      unpaid
    }
  }
  paymentSummary {
    feeBreakupTotals {
      entityName
      entityType
      amount
    }
    totals {
      entityName
      entityType
      amount
    }
    totalAmount
    totalPaid
    totalUnpaid
  }
}
fragment DeskBookingRowFields on OrderItem {
  id
  displayId
  productName
  productType
  status
  createdAt
  order {
    id
    displayId
    clientId
    visit
    bookedThrough
    businessLocationName
  }
  consultationDetail {
    HCPSessionId
    HCPName
    scheduleDateTimeUTC
    sessionStatus
  }
}`) as unknown as TypedDocumentString<DeskBookingQuery, DeskBookingQueryVariables>;
export const DeskBookingsDocument = new TypedDocumentString(`
    query DeskBookings($search: String, $stage: BookingTab, $clientId: ID, $page: Int) {
  receptionBookings(
    search: $search
    stage: $stage
    clientId: $clientId
    page: $page
  ) {
    totalCount
    nodes {
      ...DeskBookingRowFields
    }
  }
}
    fragment DeskBookingRowFields on OrderItem {
  id
  displayId
  productName
  productType
  status
  createdAt
  order {
    id
    displayId
    clientId
    visit
    bookedThrough
    businessLocationName
  }
  consultationDetail {
    HCPSessionId
    HCPName
    scheduleDateTimeUTC
    sessionStatus
  }
}`) as unknown as TypedDocumentString<DeskBookingsQuery, DeskBookingsQueryVariables>;
export const DeskConsultDocument = new TypedDocumentString(`
    query DeskConsult($id: ID!) {
  receptionConsult(hcpSessionId: $id) {
    clientName
    clientInCall
    providerInCall
    session {
      id
      displayId
      status
      mode
      startTime
      endTime
      clientId
      provider {
        id
        name
      }
      orderItemId
      canJoin
      observersAllowed
    }
  }
}
    `) as unknown as TypedDocumentString<DeskConsultQuery, DeskConsultQueryVariables>;
export const DeskCreateOrderDocument = new TypedDocumentString(`
    mutation DeskCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    success
    replayed
    order {
      id
      displayId
      orderItems {
        id
        displayId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DeskCreateOrderMutation, DeskCreateOrderMutationVariables>;
export const DeskQuoteDocument = new TypedDocumentString(`
    query DeskQuote($input: OrderPricingSummaryInput!) {
  orderPricingSummary(input: $input) {
    ...PriceSummaryFields
    paymentSummary {
      cardHold
      beyondHold
    }
  }
}
    fragment PriceSummaryFields on PricingSummary {
  currencyCode
  items {
    categoryId
    categoryName
    productId
    productName
    productType
    feeBreakup {
      entityName
      entityType
      amount
      paid
      unpaid
    }
  }
  paymentSummary {
    feeBreakupTotals {
      entityName
      entityType
      amount
    }
    totals {
      entityName
      entityType
      amount
    }
    totalAmount
    totalPaid
    totalUnpaid
  }
}`) as unknown as TypedDocumentString<DeskQuoteQuery, DeskQuoteQueryVariables>;
export const DeskServicesDocument = new TypedDocumentString(`
    query DeskServices($locationId: ID!) {
  productsByLocation(locationId: $locationId) {
    id
    name
    tagline
    productType
    categories {
      id
      name
    }
    forms {
      id
      type
    }
    productLocations {
      id
      startingPrice
      currencyCode
      sortOrder
    }
  }
}
    `) as unknown as TypedDocumentString<DeskServicesQuery, DeskServicesQueryVariables>;
export const ClientInvitationDocument = new TypedDocumentString(`
    query ClientInvitation($token: String!) {
  clientInvitation(token: $token) {
    email
    firstName
    businessName
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<ClientInvitationQuery, ClientInvitationQueryVariables>;
export const SetPasswordFromInvitationDocument = new TypedDocumentString(`
    mutation SetPasswordFromInvitation($token: String!, $password: String!) {
  setPasswordFromInvitation(token: $token, password: $password) {
    success
    email
  }
}
    `) as unknown as TypedDocumentString<SetPasswordFromInvitationMutation, SetPasswordFromInvitationMutationVariables>;
export const ReceptionClientDocument = new TypedDocumentString(`
    query ReceptionClient($id: ID!) {
  receptionClient(id: $id) {
    ...ReceptionClientFields
  }
}
    fragment ReceptionClientFields on ReceptionClient {
  id
  firstName
  lastName
  email
  dob
  gender
  phoneCode
  phone
  timezone
  heightCm
  heightUnit
  weight
  weightUnit
  status
  createdAt
  invitationExpiresAt
  defaultAddress {
    id
    addressLine1
    addressLine2
    city
    state
    country
    zipcode
  }
}`) as unknown as TypedDocumentString<ReceptionClientQuery, ReceptionClientQueryVariables>;
export const ReceptionClientsDocument = new TypedDocumentString(`
    query ReceptionClients($search: String, $page: Int) {
  receptionClients(search: $search, page: $page) {
    totalCount
    nodes {
      ...ReceptionClientFields
    }
  }
}
    fragment ReceptionClientFields on ReceptionClient {
  id
  firstName
  lastName
  email
  dob
  gender
  phoneCode
  phone
  timezone
  heightCm
  heightUnit
  weight
  weightUnit
  status
  createdAt
  invitationExpiresAt
  defaultAddress {
    id
    addressLine1
    addressLine2
    city
    state
    country
    zipcode
  }
}`) as unknown as TypedDocumentString<ReceptionClientsQuery, ReceptionClientsQueryVariables>;
export const ReceptionDeskDocument = new TypedDocumentString(`
    query ReceptionDesk {
  receptionDesk {
    businessId
    businessShortId
    businessName
    currencyCode
    locations {
      id
      shortId
      name
      timezone
      states
    }
  }
}
    `) as unknown as TypedDocumentString<ReceptionDeskQuery, ReceptionDeskQueryVariables>;
export const ReceptionUpdateClientDocument = new TypedDocumentString(`
    mutation ReceptionUpdateClient($id: ID!, $input: ReceptionClientUpdateInput!) {
  receptionUpdateClient(id: $id, input: $input) {
    ...ReceptionClientFields
  }
}
    fragment ReceptionClientFields on ReceptionClient {
  id
  firstName
  lastName
  email
  dob
  gender
  phoneCode
  phone
  timezone
  heightCm
  heightUnit
  weight
  weightUnit
  status
  createdAt
  invitationExpiresAt
  defaultAddress {
    id
    addressLine1
    addressLine2
    city
    state
    country
    zipcode
  }
}`) as unknown as TypedDocumentString<ReceptionUpdateClientMutation, ReceptionUpdateClientMutationVariables>;
export const ReceptionResendInvitationDocument = new TypedDocumentString(`
    mutation ReceptionResendInvitation($id: ID!) {
  receptionResendInvitation(id: $id) {
    ...ReceptionClientFields
  }
}
    fragment ReceptionClientFields on ReceptionClient {
  id
  firstName
  lastName
  email
  dob
  gender
  phoneCode
  phone
  timezone
  heightCm
  heightUnit
  weight
  weightUnit
  status
  createdAt
  invitationExpiresAt
  defaultAddress {
    id
    addressLine1
    addressLine2
    city
    state
    country
    zipcode
  }
}`) as unknown as TypedDocumentString<ReceptionResendInvitationMutation, ReceptionResendInvitationMutationVariables>;
export const ActiveConsultationNowDocument = new TypedDocumentString(`
    query ActiveConsultationNow {
  activeConsultation {
    id
    orderId
    orderItemId
    consult {
      hcpSessionId
      status
      scheduleDateTimeUTC
      consultationDetail {
        HCPName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ActiveConsultationNowQuery, ActiveConsultationNowQueryVariables>;
export const EndVideoCallDocument = new TypedDocumentString(`
    mutation EndVideoCall($input: VideoCallInput!) {
  endVideoCall(input: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<EndVideoCallMutation, EndVideoCallMutationVariables>;
export const RequestFallbackProviderDocument = new TypedDocumentString(`
    mutation RequestFallbackProvider($input: VideoCallInput!) {
  requestFallbackProvider(input: $input) {
    status
    retryInMs
    noDoctorInMs
    HCPName
  }
}
    `) as unknown as TypedDocumentString<RequestFallbackProviderMutation, RequestFallbackProviderMutationVariables>;
export const SendVideoSignalDocument = new TypedDocumentString(`
    mutation SendVideoSignal($input: SendVideoSignalInput!) {
  sendVideoSignal(input: $input)
}
    `) as unknown as TypedDocumentString<SendVideoSignalMutation, SendVideoSignalMutationVariables>;
export const StartVideoCallDocument = new TypedDocumentString(`
    mutation StartVideoCall($input: VideoCallInput!) {
  startVideoCall(input: $input) {
    token
    roomName
    provider
    identity
    iceServers {
      urls
      username
      credential
    }
    consultationDetails {
      HCPSessionId
      HCPId
      fromUserId
      toUserId
      HCPName
      clientName
    }
  }
}
    `) as unknown as TypedDocumentString<StartVideoCallMutation, StartVideoCallMutationVariables>;
export const VideoSignalsDocument = new TypedDocumentString(`
    subscription VideoSignals($roomName: String!, $token: String!) {
  videoSignals(roomName: $roomName, token: $token) {
    kind
    payload
    fromIdentity
    fromName
    toIdentity
  }
}
    `) as unknown as TypedDocumentString<VideoSignalsSubscription, VideoSignalsSubscriptionVariables>;
export const ObserveVideoCallDocument = new TypedDocumentString(`
    mutation ObserveVideoCall($input: VideoCallInput!) {
  observeVideoCall(input: $input) {
    token
    roomName
    provider
    identity
    iceServers {
      urls
      username
      credential
    }
    consultationDetails {
      HCPSessionId
      HCPId
      fromUserId
      toUserId
      HCPName
      clientName
    }
  }
}
    `) as unknown as TypedDocumentString<ObserveVideoCallMutation, ObserveVideoCallMutationVariables>;