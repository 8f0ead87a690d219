/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query DecodeBusinessAndLocation($businessShortId: String!, $locationShortId: String!) {\n    decodeBusinessAndLocation(businessShortId: $businessShortId, locationShortId: $locationShortId) {\n      business {\n        id\n        shortId\n        name\n        pictureUrl\n        tagline\n        description\n        organizationId\n        supportEmail\n        supportPhone\n        termsUrl\n        privacyUrl\n      }\n      location {\n        id\n        shortId\n        name\n        states\n        timezone\n      }\n    }\n  }\n": typeof types.DecodeBusinessAndLocationDocument,
    "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      phone\n      dob\n      gender\n      timezone\n      status\n      isInternalUser\n      isPlatformAdmin\n      roleGrants {\n        id\n        organizationId\n        targetType\n        targetId\n        roleName\n        displayName\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation RefreshContext($refreshToken: String!) {\n    refreshContext(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n": typeof types.RefreshContextDocument,
    "\n  mutation AddWeightReading($input: AddMetricReadingsInput!) {\n    addMetricReadings(input: $input) {\n      id\n    }\n  }\n": typeof types.AddWeightReadingDocument,
    "\n  mutation AddWeeklyProgress($input: AddWeeklyProgressInput!) {\n    addWeeklyProgress(input: $input) {\n      id\n    }\n  }\n": typeof types.AddWeeklyProgressDocument,
    "\n  mutation MarkMedicationOrderAsDelivered($input: MarkMedicationOrderAsDeliveredInput!) {\n    markMedicationOrderAsDelivered(input: $input) {\n      success\n      message\n      orderItem {\n        id\n        status\n      }\n    }\n  }\n": typeof types.MarkMedicationOrderAsDeliveredDocument,
    "\n  mutation StoreAssessmentAnswers($input: StoreUserResponsesInput!) {\n    storeUserResponses(input: $input) {\n      id\n      clientDraftId\n      formVersionId\n      score {\n        passed\n        percentage\n        checks\n        correct\n      }\n    }\n  }\n": typeof types.StoreAssessmentAnswersDocument,
    "\n  mutation AddPaymentCard($input: AddPaymentCardInput!) {\n    addPaymentCard(input: $input) {\n      id\n      cardLastFour\n      cardType\n      cardholderName\n      expiryMonth\n      expiryYear\n      isDefault\n      billingAddressId\n      billingAddress {\n        id\n        addressLine1\n        addressLine2\n        city\n        state\n        zipcode\n      }\n    }\n  }\n": typeof types.AddPaymentCardDocument,
    "\n  query GatewayDetail($input: GatewayDetailInput!) {\n    gatewayDetail(input: $input) {\n      provider\n      clientKey\n      tokenizeUrl\n    }\n  }\n": typeof types.GatewayDetailDocument,
    "\n  query PaymentCards($clientId: ID) {\n    paymentCards(clientId: $clientId) {\n      id\n      cardLastFour\n      cardType\n      cardholderName\n      expiryMonth\n      expiryYear\n      isDefault\n      billingAddressId\n      billingAddress {\n        id\n        addressLine1\n        addressLine2\n        city\n        state\n        zipcode\n      }\n    }\n  }\n": typeof types.PaymentCardsDocument,
    "\n  query WalletBalance($clientId: ID) {\n    wallet(clientId: $clientId) {\n      clientId\n      balance\n      currencyCode\n    }\n  }\n": typeof types.WalletBalanceDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": typeof types.PushPublicKeyDocument,
    "\n  mutation RegisterPushSubscription($input: PushSubscriptionInput!) {\n    registerPushSubscription(input: $input)\n  }\n": typeof types.RegisterPushSubscriptionDocument,
    "\n  mutation RemovePushSubscription($endpoint: String!) {\n    removePushSubscription(endpoint: $endpoint)\n  }\n": typeof types.RemovePushSubscriptionDocument,
    "\n  mutation AddClientAddress($clientId: ID!, $addressInput: AddressInput!, $defaultAddress: Boolean) {\n    addClientAddress(clientId: $clientId, addressInput: $addressInput, defaultAddress: $defaultAddress) {\n      id\n      addressLine1\n      addressLine2\n      city\n      state\n      country\n      zipcode\n      contact\n      instructions\n      isDefault\n    }\n  }\n": typeof types.AddClientAddressDocument,
    "\n  query AddressStates($countryCode: String!) {\n    states(countryCode: $countryCode) {\n      isoCode\n      name\n    }\n  }\n": typeof types.AddressStatesDocument,
    "\n  query ClientAddresses($clientId: ID!) {\n    client(clientId: $clientId) {\n      id\n      clientAddresses {\n        id\n        addressLine1\n        addressLine2\n        city\n        state\n        country\n        zipcode\n        contact\n        instructions\n        isDefault\n      }\n    }\n  }\n": typeof types.ClientAddressesDocument,
    "\n  mutation RemoveClientAddress($clientAddressId: ID!, $clientId: ID!) {\n    removeClientAddress(clientAddressId: $clientAddressId, clientId: $clientId)\n  }\n": typeof types.RemoveClientAddressDocument,
    "\n  mutation UpdateClientAddress($clientAddressId: ID!, $clientId: ID!, $addressInput: AddressInput!, $defaultAddress: Boolean) {\n    updateClientAddress(clientAddressId: $clientAddressId, clientId: $clientId, addressInput: $addressInput, defaultAddress: $defaultAddress) {\n      id\n      addressLine1\n      addressLine2\n      city\n      state\n      country\n      zipcode\n      contact\n      instructions\n      isDefault\n    }\n  }\n": typeof types.UpdateClientAddressDocument,
    "\n  query SessionCalendarLink($hcpSessionId: ID!) {\n    sessionCalendarLink(hcpSessionId: $hcpSessionId) {\n      url\n    }\n  }\n": typeof types.SessionCalendarLinkDocument,
    "\n  query ConsultObservers($id: ID!) {\n    hcpSession(HCPSessionId: $id) {\n      id\n      status\n      mode\n      observersAllowed\n    }\n  }\n": typeof types.ConsultObserversDocument,
    "\n  mutation SetConsultObservers($input: ConsultObserversInput!) {\n    setConsultObserversAllowed(input: $input) {\n      id\n      status\n      mode\n      observersAllowed\n    }\n  }\n": typeof types.SetConsultObserversDocument,
    "\n  fragment PriceSummaryFields on PricingSummary {\n    currencyCode\n    items {\n      categoryId\n      categoryName\n      productId\n      productName\n      productType\n      feeBreakup {\n        entityName\n        entityType\n        amount\n        paid\n        unpaid\n      }\n    }\n    paymentSummary {\n      feeBreakupTotals {\n        entityName\n        entityType\n        amount\n      }\n      totals {\n        entityName\n        entityType\n        amount\n      }\n      totalAmount\n      totalPaid\n      totalUnpaid\n    }\n  }\n": typeof types.PriceSummaryFieldsFragmentDoc,
    "\n  fragment ProviderSetupFields on ProviderSetup {\n    travelFeeMinor\n    groupDiscountPercent\n    cancellationWindowHours\n    cancellationChargePercent\n    timezone\n    hours {\n      weekday\n      start\n      end\n    }\n    locations {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.ProviderSetupFieldsFragmentDoc,
    "\n  query CheckoutProviders($input: ProvidersInput!) {\n    providers(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CheckoutProvidersDocument,
    "\n  query CheckoutFreeTimes($input: AvailableSlotsInput!) {\n    freeTimes(input: $input) {\n      providers {\n        id\n        name\n      }\n      packedDays\n    }\n  }\n": typeof types.CheckoutFreeTimesDocument,
    "\n  mutation CheckoutHoldSlot($input: HoldSlotInput!) {\n    holdSlot(input: $input) {\n      id\n      startTime\n      holdExpiresAt\n      provider {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CheckoutHoldSlotDocument,
    "\n  mutation CheckoutReleaseSlot($sessionId: ID!, $clientId: ID) {\n    releaseSlot(sessionId: $sessionId, clientId: $clientId)\n  }\n": typeof types.CheckoutReleaseSlotDocument,
    "\n  query Timezones {\n    timezones {\n      name\n      label\n    }\n  }\n": typeof types.TimezonesDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $proposedPassword: String!) {\n    resetPassword(currentPassword: $currentPassword, proposedPassword: $proposedPassword) {\n      success\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation DeletePaymentCard($id: ID!) {\n    deletePaymentCard(id: $id)\n  }\n": typeof types.DeletePaymentCardDocument,
    "\n  mutation RedeemGiftCard($input: RedeemGiftCardInput!) {\n    redeemGiftCard(input: $input) {\n      clientId\n      balance\n      currencyCode\n    }\n  }\n": typeof types.RedeemGiftCardDocument,
    "\n  mutation SetDefaultPaymentCard($id: ID!) {\n    setDefaultPaymentCard(id: $id) {\n      id\n      isDefault\n    }\n  }\n": typeof types.SetDefaultPaymentCardDocument,
    "\n  mutation UpdateProfile($clientId: ID!, $userInput: UserUpdateInput!) {\n    updateClient(clientId: $clientId, userInput: $userInput) {\n      id\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query WalletHistory($clientId: ID, $limit: Int, $offset: Int) {\n    wallet(clientId: $clientId) {\n      clientId\n      currencyCode\n      entries(limit: $limit, offset: $offset) {\n        totalCount\n        hasMore\n        items {\n          id\n          amount\n          balanceAfter\n          reason\n          createdAt\n          orderDisplayId\n        }\n      }\n    }\n  }\n": typeof types.WalletHistoryDocument,
    "\n  query AdminAffiliates($businessId: ID!) {\n    adminAffiliates(businessId: $businessId) { id email firstName lastName code commissionBasisPoints signupCount orderCount createdAt }\n  }\n": typeof types.AdminAffiliatesDocument,
    "\n  mutation AdminCreateAffiliate($businessId: ID!, $input: AffiliateInput!, $idempotencyKey: ID!) {\n    adminCreateAffiliate(businessId: $businessId, input: $input, idempotencyKey: $idempotencyKey) { invitationSent affiliate { id code } }\n  }\n": typeof types.AdminCreateAffiliateDocument,
    "\n  query AdminBusiness($businessId: ID!) {\n    adminBusiness(businessId: $businessId) {\n      id\n      organizationId\n      shortId\n      name\n      pictureUrl\n      tagline\n      customUrl\n      description\n      currencyCode\n      status\n      address {\n        addressLine1\n        addressLine2\n        city\n        state\n        country\n        zipcode\n      }\n      locationCount\n      categoryCount\n      productCount\n      staffCount\n    }\n  }\n": typeof types.AdminBusinessDocument,
    "\n  query AdminBusinessProfile($businessId: ID!) {\n    adminBusinessProfile(businessId: $businessId) {\n      id\n      shortId\n      name\n      pictureUrl\n      tagline { en es fr pt }\n      description { en es fr pt }\n      customUrl\n      currencyCode\n      address { addressLine1 addressLine2 city state country zipcode }\n    }\n  }\n": typeof types.AdminBusinessProfileDocument,
    "\n  mutation AdminUpdateBusinessProfile($businessId: ID!, $input: AdminBusinessProfileInput!) {\n    adminUpdateBusinessProfile(businessId: $businessId, input: $input) { id name }\n  }\n": typeof types.AdminUpdateBusinessProfileDocument,
    "\n  query AdminLocations($businessId: ID!) {\n    adminLocations(businessId: $businessId) {\n      id\n      shortId\n      name { en es fr pt }\n      address { addressLine1 addressLine2 city state country zipcode }\n      timezone\n      states\n      mode\n      isActive\n    }\n  }\n": typeof types.AdminLocationsDocument,
    "\n  mutation AdminCreateLocation($businessId: ID!, $input: AdminLocationInput!, $idempotencyKey: ID!) {\n    adminCreateLocation(businessId: $businessId, input: $input, idempotencyKey: $idempotencyKey) { id }\n  }\n": typeof types.AdminCreateLocationDocument,
    "\n  mutation AdminUpdateLocation($businessId: ID!, $id: ID!, $input: AdminLocationInput!) {\n    adminUpdateLocation(businessId: $businessId, id: $id, input: $input) { id }\n  }\n": typeof types.AdminUpdateLocationDocument,
    "\n  query AdminFaqItems($businessId: ID!, $locale: String!) {\n    adminFaqItems(businessId: $businessId, locale: $locale) { id locale question answer sortOrder }\n  }\n": typeof types.AdminFaqItemsDocument,
    "\n  mutation AdminCreateFaqItem($businessId: ID!, $input: AdminFaqItemInput!, $idempotencyKey: ID!) {\n    adminCreateFaqItem(businessId: $businessId, input: $input, idempotencyKey: $idempotencyKey) { id }\n  }\n": typeof types.AdminCreateFaqItemDocument,
    "\n  mutation AdminDeleteFaqItem($businessId: ID!, $id: ID!) {\n    adminDeleteFaqItem(businessId: $businessId, id: $id)\n  }\n": typeof types.AdminDeleteFaqItemDocument,
    "\n  fragment AdminCategoryFields on AdminCategory {\n    id\n    code\n    name {\n      en\n      es\n      fr\n      pt\n    }\n    description {\n      en\n      es\n      fr\n      pt\n    }\n    status\n    sortOrder\n    medicationSelectionOptional\n    mutuallyExclusiveMedication\n    images {\n      url\n      type\n    }\n    productCount\n  }\n": typeof types.AdminCategoryFieldsFragmentDoc,
    "\n  query AdminCategories($businessId: ID!) {\n    adminCategories(businessId: $businessId) {\n      ...AdminCategoryFields\n    }\n  }\n": typeof types.AdminCategoriesDocument,
    "\n  mutation CreateCategory($businessId: ID!, $idempotencyKey: ID!, $input: AdminCategoryInput!) {\n    createCategory(businessId: $businessId, idempotencyKey: $idempotencyKey, input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($businessId: ID!, $id: ID!, $input: AdminCategoryInput!) {\n    updateCategory(businessId: $businessId, id: $id, input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  query AdminProducts($businessId: ID!) {\n    adminProducts(businessId: $businessId) {\n      id\n      name {\n        en\n        es\n        fr\n        pt\n      }\n      productType\n      status\n      categoryIds\n      locationCount\n      missingTranslations\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  fragment AdminProductFields on AdminProduct {\n    id\n    name {\n      en\n      es\n      fr\n      pt\n    }\n    tagline {\n      en\n      es\n      fr\n      pt\n    }\n    description {\n      en\n      es\n      fr\n      pt\n    }\n    productType\n    status\n    shippingCost\n    images {\n      url\n      type\n    }\n    categoryIds\n    formIds\n    details\n    detailTranslations\n    locations {\n      locationId\n      locationName\n      offered\n      startingPrice\n      sortOrder\n    }\n    medication {\n      shippingCost\n      controlledSubstance\n      doseOptions {\n        id\n        dosageName\n        dose\n        doseUnit\n        sellingPrice\n      }\n    }\n    labTest {\n      sku\n      sellingPrice\n    }\n  }\n": typeof types.AdminProductFieldsFragmentDoc,
    "\n  query AdminProduct($businessId: ID!, $id: ID!) {\n    adminProduct(businessId: $businessId, id: $id) {\n      ...AdminProductFields\n    }\n  }\n": typeof types.AdminProductDocument,
    "\n  mutation CreateProduct($businessId: ID!, $idempotencyKey: ID!, $input: AdminProductInput!) {\n    createProduct(businessId: $businessId, idempotencyKey: $idempotencyKey, input: $input) {\n      ...AdminProductFields\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($businessId: ID!, $id: ID!, $input: AdminProductInput!) {\n    updateProduct(businessId: $businessId, id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  query AdminCatalogueLocations($businessId: ID!) {\n    adminCatalogueLocations(businessId: $businessId) {\n      id\n      name\n    }\n  }\n": typeof types.AdminCatalogueLocationsDocument,
    "\n  query AdminForms($businessId: ID!) {\n    adminForms(businessId: $businessId) {\n      id\n      name\n      type\n      status\n      updatedAt\n      versions {\n        id\n        version\n        currentFlag\n      }\n    }\n  }\n": typeof types.AdminFormsDocument,
    "\n  query AdminForm($id: ID!) {\n    adminForm(id: $id) {\n      id\n      name\n      description\n      type\n      status\n      versions {\n        id\n        version\n        currentFlag\n        createdAt\n        answerCount\n        schema\n        uiSchema\n        texts {\n          locale\n          name\n          description\n          texts\n        }\n      }\n    }\n  }\n": typeof types.AdminFormDocument,
    "\n  mutation CreateForm($input: CreateFormInput!) {\n    createForm(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateFormDocument,
    "\n  mutation PublishFormVersion($input: PublishFormVersionInput!) {\n    publishFormVersion(input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.PublishFormVersionDocument,
    "\n  mutation SetFormStatus($input: SetFormStatusInput!) {\n    setFormStatus(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.SetFormStatusDocument,
    "\n  query AdminMoney($businessId: ID!) {\n    adminMoney(businessId: $businessId) {\n      businessId\n      currencyCode\n      platformFee\n      cancellationChargePercent\n      cancellationWindowHours\n      coupons {\n        id\n        code\n        savingType\n        savingValue\n        expiresAt\n      }\n      giftCards {\n        id\n        lastFour\n        issuedAmount\n        balance\n        currencyCode\n        redeemed\n        expiresAt\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminMoneyDocument,
    "\n  mutation UpdateMoneySettings($input: MoneySettingsInput!) {\n    updateMoneySettings(input: $input) {\n      businessId\n      platformFee\n      cancellationChargePercent\n      cancellationWindowHours\n    }\n  }\n": typeof types.UpdateMoneySettingsDocument,
    "\n  mutation CreateCoupon($input: CreateCouponInput!) {\n    createCoupon(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCouponDocument,
    "\n  mutation EndCoupon($couponId: ID!) {\n    endCoupon(couponId: $couponId) {\n      id\n      expiresAt\n    }\n  }\n": typeof types.EndCouponDocument,
    "\n  mutation IssueGiftCard($input: IssueGiftCardInput!) {\n    issueGiftCard(input: $input) {\n      id\n      cardNumber\n      lastFour\n      balance\n      currencyCode\n    }\n  }\n": typeof types.IssueGiftCardDocument,
    "\n  query AdminRefundable($businessId: ID!, $displayId: String!) {\n    adminRefundable(businessId: $businessId, displayId: $displayId) {\n      orderItemId\n      displayId\n      productName\n      status\n      currencyCode\n      paid\n      refunded\n      refundable\n    }\n  }\n": typeof types.AdminRefundableDocument,
    "\n  mutation RefundOrderItem($input: RefundOrderItemInput!) {\n    refundOrderItem(input: $input) {\n      id\n      refundAmount\n      refundFor\n      status\n    }\n  }\n": typeof types.RefundOrderItemDocument,
    "\n  query AdminPeople($businessId: ID!) {\n    adminPeople(businessId: $businessId) { userId email firstName lastName roles status }\n  }\n": typeof types.AdminPeopleDocument,
    "\n  mutation AdminInvitePerson($businessId: ID!, $input: StaffInviteInput!, $idempotencyKey: ID!) {\n    adminInvitePerson(businessId: $businessId, input: $input, idempotencyKey: $idempotencyKey) { invitationSent person { userId } }\n  }\n": typeof types.AdminInvitePersonDocument,
    "\n  mutation AdminDeactivatePerson($businessId: ID!, $userId: ID!) {\n    adminDeactivatePerson(businessId: $businessId, userId: $userId) { userId status }\n  }\n": typeof types.AdminDeactivatePersonDocument,
    "\n  mutation AdminReactivatePerson($businessId: ID!, $userId: ID!) {\n    adminReactivatePerson(businessId: $businessId, userId: $userId) { userId status }\n  }\n": typeof types.AdminReactivatePersonDocument,
    "\n  query AdminProviderSchedules($businessId: ID!) {\n    adminProviderSchedules(businessId: $businessId) {\n      providerId\n      displayName\n      timezone\n      status\n      hours { weekday start end }\n      locations { locationId mode }\n      categoryIds\n      timeOff { id startsAt endsAt reason }\n    }\n  }\n": typeof types.AdminProviderSchedulesDocument,
    "\n  mutation AdminSetProviderSchedule($businessId: ID!, $providerId: ID!, $input: ProviderScheduleInput!) {\n    adminSetProviderSchedule(businessId: $businessId, providerId: $providerId, input: $input) { providerId }\n  }\n": typeof types.AdminSetProviderScheduleDocument,
    "\n  mutation AdminAddTimeOff($businessId: ID!, $providerId: ID!, $input: AdminTimeOffInput!) {\n    adminAddTimeOff(businessId: $businessId, providerId: $providerId, input: $input) { providerId }\n  }\n": typeof types.AdminAddTimeOffDocument,
    "\n  mutation AdminRemoveTimeOff($businessId: ID!, $id: ID!) {\n    adminRemoveTimeOff(businessId: $businessId, id: $id) { providerId }\n  }\n": typeof types.AdminRemoveTimeOffDocument,
    "\n  query AdminAuditLog($businessId: ID!, $kind: AuditKind, $page: Int) {\n    adminAuditLog(businessId: $businessId, kind: $kind, page: $page) {\n      totalCount\n      page\n      pageSize\n      nodes { id action createdAt actorEmail actorName targetType targetId details }\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  query AdminScheduleCategories($businessId: ID!) {\n    adminScheduleCategories(businessId: $businessId) { id name }\n  }\n": typeof types.AdminScheduleCategoriesDocument,
    "\n  query AdminProviderApplications($businessId: ID!, $decided: Boolean) {\n    adminProviderApplications(businessId: $businessId, decided: $decided) {\n      email\n      firstName\n      lastName\n      planName\n      application {\n        id\n        status\n        kind\n        agreementVersion\n        agreementAcceptedAt\n        amountPaidMinor\n        currencyCode\n        paidAt\n        decidedAt\n        business {\n          currencyCode\n        }\n        setup {\n          ...ProviderSetupFields\n        }\n      }\n    }\n  }\n": typeof types.AdminProviderApplicationsDocument,
    "\n  mutation ApproveProviderApplication($businessId: ID!, $applicationId: ID!) {\n    approveProviderApplication(businessId: $businessId, applicationId: $applicationId) {\n      id\n      status\n    }\n  }\n": typeof types.ApproveProviderApplicationDocument,
    "\n  mutation DeclineProviderApplication($businessId: ID!, $applicationId: ID!) {\n    declineProviderApplication(businessId: $businessId, applicationId: $applicationId) {\n      id\n      status\n    }\n  }\n": typeof types.DeclineProviderApplicationDocument,
    "\n  query AdminWidgetSettings($businessId: ID!) {\n    adminWidgetSettings(businessId: $businessId) {\n      businessId\n      businessCode\n      allowedOrigins\n      updatedAt\n    }\n  }\n": typeof types.AdminWidgetSettingsDocument,
    "\n  mutation AdminSetWidgetOrigins($businessId: ID!, $origins: [String!]!) {\n    adminSetWidgetOrigins(businessId: $businessId, origins: $origins) {\n      businessId\n      businessCode\n      allowedOrigins\n      updatedAt\n    }\n  }\n": typeof types.AdminSetWidgetOriginsDocument,
    "\n  query AdminWorkflowCategories($businessId: ID!) {\n    adminWorkflowCategories(businessId: $businessId) {\n      id\n      code\n      name\n      workflowVersions {\n        id\n        version\n        workflowId\n        currentFlag\n        createdAt\n        feConfiguration\n      }\n    }\n  }\n": typeof types.AdminWorkflowCategoriesDocument,
    "\n  mutation PublishWorkflowVersion($input: PublishWorkflowInput!) {\n    publishWorkflowVersion(input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.PublishWorkflowVersionDocument,
    "\n  query AffiliateDashboard {\n    affiliateDashboard {\n      id\n      code\n      businessName\n      landingPath\n      commissionBasisPoints\n      signupCount\n      orderCount\n      months { month currencyCode signupCount orderCount orderValue commission }\n      signups { id name createdAt confirmed }\n      orders { id displayId createdAt source currencyCode orderValue commission }\n    }\n  }\n": typeof types.AffiliateDashboardDocument,
    "\n  query AnswersStillOpen($ids: [ID!]) {\n    userResponses(filter: { ids: $ids }, limit: 1) {\n      nodes {\n        id\n        orderItemId\n      }\n    }\n  }\n": typeof types.AnswersStillOpenDocument,
    "\n  query AssessmentProduct($id: ID!, $locationId: ID!) {\n    product(id: $id, locationId: $locationId) {\n      id\n      name\n      categories {\n        id\n        name\n      }\n      forms {\n        id\n        type\n      }\n      images {\n        url\n        type\n      }\n    }\n  }\n": typeof types.AssessmentProductDocument,
    "\n  query PreAssessmentForm($id: ID!, $locale: String) {\n    form(id: $id, locale: $locale) {\n      id\n      name\n      description\n      type\n      currentVersion {\n        id\n        version\n        schema\n        uiSchema\n      }\n    }\n  }\n": typeof types.PreAssessmentFormDocument,
    "\n  mutation AddSignupAddress($clientId: ID!, $addressInput: AddressInput!, $defaultAddress: Boolean) {\n    addClientAddress(clientId: $clientId, addressInput: $addressInput, defaultAddress: $defaultAddress) {\n      id\n    }\n  }\n": typeof types.AddSignupAddressDocument,
    "\n  query ClientSignupProgress($clientId: ID!) {\n    clientSignupProgress(clientId: $clientId) {\n      finished\n      identityGiven\n      addressGiven\n    }\n  }\n": typeof types.ClientSignupProgressDocument,
    "\n  mutation ClientSignup($password: String!, $userInput: UserInput!, $attribution: AttributionInput) {\n    clientSignup(password: $password, userInput: $userInput, attribution: $attribution) {\n      id\n      userId\n    }\n  }\n": typeof types.ClientSignupDocument,
    "\n  mutation ConfirmForgotPassword($email: String!, $code: String!, $password: String!) {\n    confirmForgotPassword(email: $email, code: $code, password: $password) {\n      success\n    }\n  }\n": typeof types.ConfirmForgotPasswordDocument,
    "\n  mutation ConfirmUserSignUp($email: String!, $code: String!) {\n    confirmUserSignUp(email: $email, code: $code) {\n      success\n    }\n  }\n": typeof types.ConfirmUserSignUpDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      refreshToken\n      idToken\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation ResendConfirmationCode($email: String!) {\n    resendConfirmationCode(email: $email) {\n      success\n    }\n  }\n": typeof types.ResendConfirmationCodeDocument,
    "\n  mutation SendForgotPasswordCode($email: String!) {\n    sendForgotPasswordCode(email: $email) {\n      success\n    }\n  }\n": typeof types.SendForgotPasswordCodeDocument,
    "\n  query States($countryCode: String!) {\n    states(countryCode: $countryCode) {\n      isoCode\n      name\n    }\n  }\n": typeof types.StatesDocument,
    "\n  mutation UpdateClientIdentity($clientId: ID!, $clientInput: ClientInput!) {\n    updateClient(clientId: $clientId, clientInput: $clientInput) {\n      id\n    }\n  }\n": typeof types.UpdateClientIdentityDocument,
    "\n  mutation HoldBookingSlot($input: HoldSlotInput!) {\n    holdSlot(input: $input) {\n      id\n    }\n  }\n": typeof types.HoldBookingSlotDocument,
    "\n  mutation BookConsultation($input: BookConsultationInput!) {\n    bookConsultation(input: $input) {\n      success\n      orderItem {\n        id\n        status\n      }\n    }\n  }\n": typeof types.BookConsultationDocument,
    "\n  query BookingItem($id: ID!) {\n    orderItem(id: $id) {\n      id\n      displayId\n      orderId\n      status\n      productId\n      productName\n      productType\n      categoryId\n      categoryName\n      createdAt\n      programItemId\n      treatmentPlanStartDate\n      treatmentDecision {\n        status\n        decidedAt\n        declineReason\n        prescription {\n          id\n          medicationName\n          notes\n          currencyCode\n          directions {\n            id\n            position\n            dosageName\n            dose\n            doseUnit\n            route\n            frequencyEvery\n            frequencyTimeUnit\n            durationEvery\n            durationTimeUnit\n            sellingPrice\n          }\n        }\n      }\n      medicationOptions {\n        amountNow\n        shippingCost\n        creditFromCheckout\n        currencyCode\n        startingDirection {\n          id\n        }\n      }\n      medicationOrder {\n        id\n        status\n        cycle\n        bookingType\n        medicationName\n        amount\n        shippingCost\n        chargedAmount\n        currencyCode\n        paymentMethod\n        orderedAt\n        shippedAt\n        deliveredAt\n        deliveryConfirmedAt\n        missingReportedAt\n        failureReason\n        failureCode\n        shippingAddress {\n          id\n          addressLine1\n          addressLine2\n          city\n          state\n          zipcode\n          country\n        }\n        direction {\n          id\n          dosageName\n          dose\n          doseUnit\n          route\n          frequencyEvery\n          frequencyTimeUnit\n          durationEvery\n          durationTimeUnit\n          sellingPrice\n        }\n      }\n      autoRenewal {\n        enabled\n        canChange\n        nextRenewalAt\n        nextAmount\n        currencyCode\n        requiresReapproval\n        nextDirection {\n          id\n          dosageName\n          dose\n          doseUnit\n          route\n          frequencyEvery\n          frequencyTimeUnit\n          durationEvery\n          durationTimeUnit\n          sellingPrice\n        }\n        lastRenewal {\n          status\n          at\n          amount\n          orderItemId\n          message\n        }\n      }\n      consultationDetail {\n        HCPId\n        HCPSessionId\n        HCPName\n        HCPProfileImg\n        scheduleDateTimeUTC\n        sessionStatus\n        rescheduleCutOffTime\n        canJoin\n        canReschedule\n        canCancel\n      }\n      labTest {\n        status\n        sku\n        collectorName\n        startsAt\n        reportAvailable\n        place {\n          kind\n          name\n          addressLine1\n          addressLine2\n          city\n          state\n          zipcode\n          instructions\n        }\n      }\n      orderItemConsults {\n        hcpSessionId\n        hcpSessionDisplayId\n        status\n        mode\n        scheduleDateTimeUTC\n        endDateTimeUTC\n      }\n      cancellationQuote {\n        allowed\n        currencyCode\n        percentage\n        windowHours\n        withinWindow\n        chargeAmount\n        refundToWallet\n      }\n      shipments {\n        id\n        carrier\n        trackingNumber\n        trackingUrl\n        status\n        shippedAt\n        deliveredAt\n      }\n      order {\n        id\n        displayId\n        businessLocationId\n        businessLocationName\n        currencyCode\n        orderPricingSummary {\n          currencyCode\n          refunds {\n            id\n            orderItemId\n            refundAmount\n            refundFor\n            status\n          }\n        }\n        shippingAddress {\n          id\n          addressLine1\n          addressLine2\n          city\n          state\n          zipcode\n          country\n        }\n        billingAddress {\n          id\n          addressLine1\n          addressLine2\n          city\n          state\n          zipcode\n          country\n        }\n      }\n    }\n  }\n": typeof types.BookingItemDocument,
    "\n  query BookingOrder($orderId: ID!) {\n    order(orderId: $orderId) {\n      id\n      displayId\n      createdAt\n      currencyCode\n      businessName\n      businessLocationName\n      orderItems {\n        id\n        displayId\n        status\n        productName\n        productType\n        createdAt\n        programItemId\n        treatmentDecision {\n          status\n        }\n        consultationDetail {\n          HCPSessionId\n          HCPName\n          scheduleDateTimeUTC\n          sessionStatus\n          canJoin\n          canReschedule\n          canCancel\n        }\n      }\n      orderPricingSummary {\n        ...PriceSummaryFields\n        items {\n          orderItemId\n        }\n        paymentSummary {\n          preAuthorized\n          releasedOnCancel\n        }\n        refunds {\n          id\n          orderItemId\n          refundAmount\n          refundFor\n          refundReason\n          message\n          status\n          createdAt\n          updatedAt\n        }\n      }\n      shippingAddress {\n        id\n        addressLine1\n        addressLine2\n        city\n        state\n        zipcode\n        country\n      }\n      billingAddress {\n        id\n        addressLine1\n        addressLine2\n        city\n        state\n        zipcode\n        country\n      }\n    }\n  }\n": typeof types.BookingOrderDocument,
    "\n  query BookingsList($limit: Int, $after: String, $before: String, $last: Int, $filter: OrderFilter) {\n    orders(limit: $limit, after: $after, before: $before, last: $last, filter: $filter) {\n      totalCount\n      pageInfo {\n        startCursor\n        endCursor\n        hasNextPage\n        hasPreviousPage\n      }\n      edges {\n        cursor\n        node {\n          id\n          displayId\n          orderId\n          status\n          productName\n          productType\n          createdAt\n          programItemId\n          treatmentDecision {\n            status\n          }\n          consultationDetail {\n            HCPSessionId\n            HCPName\n            scheduleDateTimeUTC\n            sessionStatus\n            canJoin\n            canReschedule\n            canCancel\n          }\n        }\n      }\n    }\n  }\n": typeof types.BookingsListDocument,
    "\n  mutation CancelBooking($input: CancelOrderItemInput!) {\n    cancelOrderItem(input: $input) {\n      success\n      orderItem {\n        id\n        status\n      }\n    }\n  }\n": typeof types.CancelBookingDocument,
    "\n  mutation LabDocumentLink($orderItemId: ID!, $kind: LabDocumentKind!) {\n    labDocumentLink(orderItemId: $orderItemId, kind: $kind) {\n      url\n    }\n  }\n": typeof types.LabDocumentLinkDocument,
    "\n  mutation Rebook($input: RebookInput!) {\n    rebook(input: $input) {\n      success\n      orderItem {\n        id\n        orderId\n        status\n      }\n    }\n  }\n": typeof types.RebookDocument,
    "\n  mutation CreateMedicationOrder($input: CreateMedicationOrderInput!) {\n    createMedicationOrder(input: $input) {\n      success\n      message\n      orderItem {\n        id\n        orderId\n        status\n      }\n    }\n  }\n": typeof types.CreateMedicationOrderDocument,
    "\n  mutation StartTreatmentPlan($input: StartTreatmentPlanInput!) {\n    startTreatmentPlan(input: $input) {\n      id\n      status\n      treatmentPlanStartDate\n    }\n  }\n": typeof types.StartTreatmentPlanDocument,
    "\n  mutation SetAutoRenew($input: SetAutoRenewInput!) {\n    setAutoRenew(input: $input) {\n      id\n      autoRenewal {\n        enabled\n        canChange\n      }\n    }\n  }\n": typeof types.SetAutoRenewDocument,
    "\n  query ProgramItem($id: ID!) {\n    orderItem(id: $id) {\n      id\n      orderId\n      displayId\n      productName\n    }\n  }\n": typeof types.ProgramItemDocument,
    "\n  query CartPrices($locationId: ID!) {\n    productsByLocation(locationId: $locationId) {\n      id\n      shippingCost\n      productLocations {\n        id\n        startingPrice\n        currencyCode\n      }\n    }\n  }\n": typeof types.CartPricesDocument,
    "\n  query CategoryWorkflow($categoryId: ID!) {\n    workflow(id: $categoryId) {\n      id\n      currentFlag\n      feConfiguration\n    }\n  }\n": typeof types.CategoryWorkflowDocument,
    "\n  query CartClientAddress($clientId: ID!) {\n    client(clientId: $clientId) {\n      id\n      clientAddresses {\n        id\n        state\n        isDefault\n      }\n    }\n  }\n": typeof types.CartClientAddressDocument,
    "\n  query ValidateDuplicateOrder($categoryId: ID!, $clientId: ID!, $productId: ID!) {\n    validateDuplicateOrder(categoryId: $categoryId, clientId: $clientId, productId: $productId) {\n      isDuplicate\n      existingOrderItem {\n        id\n        displayId\n        orderId\n        productId\n        productName\n        status\n        createdAt\n      }\n    }\n  }\n": typeof types.ValidateDuplicateOrderDocument,
    "\n  query CategoryByLocation($locationId: ID!) {\n    categoryByLocation(locationId: $locationId) {\n      id\n      name\n      description\n      sortOrder\n      images {\n        url\n        type\n      }\n    }\n  }\n": typeof types.CategoryByLocationDocument,
    "\n  query Product($id: ID!, $locationId: ID!) {\n    product(id: $id, locationId: $locationId) {\n      id\n      name\n      tagline\n      description\n      details\n      productType\n      shippingCost\n      images {\n        url\n        type\n      }\n      categories {\n        id\n        name\n      }\n      forms {\n        id\n        type\n      }\n      productLocations {\n        id\n        locationId\n        startingPrice\n        currencyCode\n        sortOrder\n        images {\n          url\n          type\n        }\n      }\n      medicationProduct {\n        id\n        shippingCost\n        controlledSubstance\n      }\n      labTestProduct {\n        id\n        sku\n        sellingPrice\n      }\n    }\n  }\n": typeof types.ProductDocument,
    "\n  query ProductsByLocation($locationId: ID!) {\n    productsByLocation(locationId: $locationId) {\n      id\n      name\n      tagline\n      productType\n      images {\n        url\n        type\n      }\n      categories {\n        id\n      }\n      productLocations {\n        id\n        startingPrice\n        currencyCode\n        sortOrder\n        images {\n          url\n          type\n        }\n      }\n    }\n  }\n": typeof types.ProductsByLocationDocument,
    "\n  query CheckoutQuote($input: OrderPricingSummaryInput!) {\n    orderPricingSummary(input: $input) {\n      ...PriceSummaryFields\n      items {\n        hasHCPApproval\n      }\n      paymentSummary {\n        preAuthorized\n        alreadyCharged\n        giftCardApplied\n        walletApplied\n        cardAmount\n      }\n      refunds {\n        id\n        message\n        orderItemId\n        refundAmount\n        refundFor\n        refundReason\n        status\n        createdAt\n        updatedAt\n      }\n    }\n  }\n": typeof types.CheckoutQuoteDocument,
    "\n  mutation PlaceOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      success\n      message\n      replayed\n      order {\n        id\n        displayId\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  query PlacedOrder($orderId: ID!) {\n    order(orderId: $orderId) {\n      id\n      displayId\n      createdAt\n      businessName\n      businessLocationName\n      paymentMethod\n      orderItems {\n        id\n        displayId\n        productName\n        productType\n        categoryName\n        status\n        consultationDetail {\n          HCPSessionId\n          HCPName\n          scheduleDateTimeUTC\n        }\n      }\n      orderPricingSummary {\n        ...PriceSummaryFields\n        items {\n          hasHCPApproval\n        }\n        paymentSummary {\n          preAuthorized\n          alreadyCharged\n          giftCardApplied\n          walletApplied\n          cardAmount\n        }\n        refunds {\n          id\n          message\n          orderItemId\n          refundAmount\n          refundFor\n          refundReason\n          status\n          createdAt\n          updatedAt\n        }\n      }\n    }\n  }\n": typeof types.PlacedOrderDocument,
    "\n  query FaqItems($businessId: ID!, $locale: String!) {\n    faqItems(businessId: $businessId, locale: $locale) {\n      id\n      question\n      answer\n      sortOrder\n    }\n  }\n": typeof types.FaqItemsDocument,
    "\n  mutation MarkMedicationOrderPreparing($input: MedicationOrderRefInput!) {\n    markMedicationOrderPreparing(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.MarkMedicationOrderPreparingDocument,
    "\n  mutation ShipMedicationOrder($input: ShipMedicationOrderInput!) {\n    shipMedicationOrder(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ShipMedicationOrderDocument,
    "\n  mutation MarkMedicationOrderDelivered($input: MedicationOrderRefInput!) {\n    markMedicationOrderDelivered(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.MarkMedicationOrderDeliveredDocument,
    "\n  query FulfilmentQueue($filter: FulfilmentFilter, $limit: Int, $offset: Int) {\n    medicationOrdersToFulfil(filter: $filter, limit: $limit, offset: $offset) {\n      totalCount\n      nodes {\n        orderItemDisplayId\n        productName\n        clientName\n        clientEmail\n        clientPhone\n        shipping {\n          addressLine1\n          addressLine2\n          city\n          state\n          zipcode\n        }\n        shipments {\n          id\n          carrier\n          trackingNumber\n          trackingUrl\n          shippedAt\n        }\n        medicationOrder {\n          id\n          status\n          cycle\n          bookingType\n          medicationName\n          orderedAt\n          preparingAt\n          shippedAt\n          deliveredAt\n          missingReportedAt\n          direction {\n            dosageName\n            dose\n            doseUnit\n            route\n            frequencyEvery\n            frequencyTimeUnit\n            durationEvery\n            durationTimeUnit\n            sellingPrice\n            costToBusiness\n          }\n        }\n      }\n    }\n  }\n": typeof types.FulfilmentQueueDocument,
    "\n  mutation ApproveTreatment($input: ApproveTreatmentInput!) {\n    approveTreatment(input: $input) {\n      id\n      hasHCPApproval\n    }\n  }\n": typeof types.ApproveTreatmentDocument,
    "\n  query HcpSessionClient($id: ID!) {\n    hcpSession(HCPSessionId: $id) {\n      id\n      clientId\n    }\n  }\n": typeof types.HcpSessionClientDocument,
    "\n  query HcpClientProgress($clientId: ID!, $readings: Int, $records: Int) {\n    metricReadings(filter: { clientId: $clientId, metricType: WEIGHT }, sort: [{ field: recordedAt, direction: desc }], limit: $readings) {\n      totalCount\n      nodes {\n        id\n        unit\n        value\n        valueKg\n        recordedAt\n      }\n    }\n    weeklyProgress(filter: { clientId: $clientId }, limit: $records) {\n      totalCount\n      nodes {\n        id\n        weight\n        weightUnit\n        weightKg\n        feeling\n        dosage\n        administeredBy\n        recordedOn\n      }\n    }\n  }\n": typeof types.HcpClientProgressDocument,
    "\n  mutation CompleteSession($input: VideoCallInput!) {\n    completeSession(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.CompleteSessionDocument,
    "\n  mutation DeclineTreatment($input: DeclineTreatmentInput!) {\n    declineTreatment(input: $input) {\n      id\n      hasHCPApproval\n    }\n  }\n": typeof types.DeclineTreatmentDocument,
    "\n  query HcpSession($id: ID!) {\n    hcpSession(HCPSessionId: $id) {\n      id\n      displayId\n      startTime\n      endTime\n      status\n      mode\n      canJoin\n      productId\n      locationId\n      coveringFor\n      client {\n        firstName\n        lastName\n        dob\n        gender\n        email\n        phone\n      }\n      orderItem {\n        id\n        displayId\n        productName\n        categoryName\n        status\n        treatmentDecision {\n          status\n          decidedAt\n          declineReason\n          prescription {\n            medicationName\n            currencyCode\n            notes\n            approvalDate\n            directions {\n              id\n              dosageName\n              dose\n              doseUnit\n              route\n              frequencyEvery\n              frequencyTimeUnit\n              durationEvery\n              durationTimeUnit\n              sellingPrice\n              costToBusiness\n            }\n          }\n        }\n      }\n      answers {\n        id\n        formName\n        formSchema\n        formUiSchema\n        answers\n        isHCPReviewed\n        createdAt\n      }\n    }\n  }\n": typeof types.HcpSessionDocument,
    "\n  query HcpSessions($filter: HcpSessionsFilter!) {\n    hcpSessions(filter: $filter) {\n      id\n      displayId\n      startTime\n      endTime\n      status\n      mode\n      canJoin\n      client {\n        firstName\n        lastName\n      }\n      orderItem {\n        id\n        productName\n      }\n    }\n  }\n": typeof types.HcpSessionsDocument,
    "\n  mutation MarkAnswersReviewed($input: OrderItemRefInput!) {\n    markAnswersReviewed(input: $input) {\n      id\n    }\n  }\n": typeof types.MarkAnswersReviewedDocument,
    "\n  mutation MarkSessionNoShow($input: MarkSessionNoShowInput!) {\n    markSessionNoShow(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.MarkSessionNoShowDocument,
    "\n  mutation ApproveRenewal($input: ApproveRenewalInput!) {\n    approveRenewal(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ApproveRenewalDocument,
    "\n  mutation DeclineRenewal($input: DeclineRenewalInput!) {\n    declineRenewal(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.DeclineRenewalDocument,
    "\n  query RenewalsAwaitingApproval {\n    renewalsAwaitingApproval {\n      orderItemId\n      orderItemDisplayId\n      clientName\n      medicationName\n      cycle\n      amount\n      currencyCode\n      dueAt\n      requestedAt\n      direction {\n        id\n        dosageName\n        dose\n        doseUnit\n        route\n        frequencyEvery\n        frequencyTimeUnit\n        durationEvery\n        durationTimeUnit\n        sellingPrice\n        costToBusiness\n      }\n    }\n  }\n": typeof types.RenewalsAwaitingApprovalDocument,
    "\n  query SessionCurrency($productId: ID!, $locationId: ID!) {\n    product(id: $productId, locationId: $locationId) {\n      id\n      productLocations {\n        locationId\n        currencyCode\n      }\n    }\n  }\n": typeof types.SessionCurrencyDocument,
    "\n  mutation ChangeLabTestStatus($orderItemId: ID!, $status: LabTestMove!) {\n    changeLabTestStatus(orderItemId: $orderItemId, status: $status) {\n      orderItemId\n      status\n    }\n  }\n": typeof types.ChangeLabTestStatusDocument,
    "\n  mutation LabReportUploadLink($orderItemId: ID!) {\n    labReportUploadLink(orderItemId: $orderItemId) {\n      url\n    }\n  }\n": typeof types.LabReportUploadLinkDocument,
    "\n  mutation CollectorRequisitionLink($orderItemId: ID!) {\n    labDocumentLink(orderItemId: $orderItemId, kind: REQUISITION) {\n      url\n    }\n  }\n": typeof types.CollectorRequisitionLinkDocument,
    "\n  query LabVisits($from: String!, $to: String!) {\n    labVisits(from: $from, to: $to) {\n      orderItemId\n      orderItemDisplayId\n      status\n      clientName\n      clientPhone\n      productName\n      sku\n      sessionDisplayId\n      startsAt\n      endsAt\n      timezone\n      hasReport\n      place {\n        kind\n        name\n        addressLine1\n        addressLine2\n        city\n        state\n        zipcode\n        country\n        instructions\n      }\n    }\n  }\n": typeof types.LabVisitsDocument,
    "\n  query NearBusiness($shortId: String!) {\n    decodeBusiness(shortId: $shortId) {\n      id\n      shortId\n      name\n      pictureUrl\n      tagline\n      description\n      organizationId\n      supportEmail\n      supportPhone\n    }\n  }\n": typeof types.NearBusinessDocument,
    "\n  query LocationsByLatLong($businessId: ID!, $latitude: Float!, $longitude: Float!, $radius: Int!) {\n    businessLocationsByLatLong(businessId: $businessId, latitude: $latitude, longitude: $longitude, radius: $radius) {\n      id\n      shortId\n      name\n      addressLine1\n      addressLine2\n      city\n      addressState\n      zipcode\n      country\n      states\n      distanceKm\n    }\n  }\n": typeof types.LocationsByLatLongDocument,
    "\n  query LocationsByState($businessId: ID!, $state: String!, $city: String, $zipcode: String) {\n    businessLocationsByState(businessId: $businessId, state: $state, city: $city, zipcode: $zipcode) {\n      id\n      shortId\n      name\n      addressLine1\n      addressLine2\n      city\n      addressState\n      zipcode\n      country\n      states\n      distanceKm\n    }\n  }\n": typeof types.LocationsByStateDocument,
    "\n  query LocationStates($countryCode: String!) {\n    states(countryCode: $countryCode) {\n      isoCode\n      name\n    }\n  }\n": typeof types.LocationStatesDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      kind\n      title\n      body\n      link\n      callSessionId\n      createdAt\n      readAt\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  query Notifications($limit: Int, $offset: Int) {\n    notifications(limit: $limit, offset: $offset) {\n      totalCount\n      unreadCount\n      nodes {\n        id\n        kind\n        title\n        body\n        link\n        callSessionId\n        createdAt\n        readAt\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  query ProviderSignupInfo($businessCode: String!) {\n    providerSignupInfo(businessCode: $businessCode) {\n      business {\n        id\n        name\n        shortId\n      }\n      plans {\n        id\n        code\n        name\n        description\n        priceMinor\n        currencyCode\n        period\n      }\n      agreement {\n        version\n        title\n        body\n      }\n    }\n  }\n": typeof types.ProviderSignupInfoDocument,
    "\n  mutation ProviderSignup($input: ProviderSignupInput!, $password: String!) {\n    providerSignup(input: $input, password: $password) {\n      applicationId\n      userId\n    }\n  }\n": typeof types.ProviderSignupDocument,
    "\n  fragment ProviderApplicationFields on ProviderApplication {\n    id\n    status\n    kind\n    business {\n      id\n      name\n      shortId\n      currencyCode\n    }\n    plan {\n      id\n      name\n      priceMinor\n      currencyCode\n      period\n    }\n    agreementVersion\n    agreementAcceptedAt\n    amountPaidMinor\n    currencyCode\n    cardLastFour\n    paidAt\n    currentAgreement {\n      version\n      title\n      body\n    }\n    gateway {\n      clientKey\n      tokenizeUrl\n    }\n    setupOptions {\n      locations {\n        id\n        name\n      }\n      categories {\n        id\n        name\n      }\n    }\n    setup {\n      ...ProviderSetupFields\n    }\n  }\n": typeof types.ProviderApplicationFieldsFragmentDoc,
    "\n  query MyProviderApplications {\n    myProviderApplications {\n      ...ProviderApplicationFields\n    }\n  }\n": typeof types.MyProviderApplicationsDocument,
    "\n  mutation AcceptProviderAgreement($applicationId: ID!, $version: Int!) {\n    acceptProviderAgreement(applicationId: $applicationId, version: $version) {\n      ...ProviderApplicationFields\n    }\n  }\n": typeof types.AcceptProviderAgreementDocument,
    "\n  mutation PayProviderPlan($applicationId: ID!, $token: String!, $idempotencyKey: ID!) {\n    payProviderPlan(applicationId: $applicationId, token: $token, idempotencyKey: $idempotencyKey) {\n      ...ProviderApplicationFields\n    }\n  }\n": typeof types.PayProviderPlanDocument,
    "\n  mutation SaveProviderSetup($applicationId: ID!, $input: ProviderSetupInput!) {\n    saveProviderSetup(applicationId: $applicationId, input: $input) {\n      ...ProviderApplicationFields\n    }\n  }\n": typeof types.SaveProviderSetupDocument,
    "\n  mutation ProviderConfirmSignUp($email: String!, $code: String!) {\n    confirmUserSignUp(email: $email, code: $code) {\n      success\n    }\n  }\n": typeof types.ProviderConfirmSignUpDocument,
    "\n  mutation ProviderResendCode($email: String!) {\n    resendConfirmationCode(email: $email) {\n      success\n    }\n  }\n": typeof types.ProviderResendCodeDocument,
    "\n  mutation ProviderLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      refreshToken\n      idToken\n    }\n  }\n": typeof types.ProviderLoginDocument,
    "\n  query PlatformOrganizations {\n    platformOrganizations {\n      id\n      name\n      billerName\n      businesses {\n        id\n        shortId\n        name\n        currencyCode\n        admins {\n          userId\n          email\n          firstName\n          lastName\n          status\n        }\n      }\n    }\n  }\n": typeof types.PlatformOrganizationsDocument,
    "\n  mutation PlatformCreateOrganization($input: PlatformOrganizationInput!, $idempotencyKey: ID!) {\n    platformCreateOrganization(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": typeof types.PlatformCreateOrganizationDocument,
    "\n  mutation PlatformCreateBusiness($input: PlatformBusinessInput!, $idempotencyKey: ID!) {\n    platformCreateBusiness(input: $input, idempotencyKey: $idempotencyKey) {\n      invitationSent\n      business {\n        id\n      }\n    }\n  }\n": typeof types.PlatformCreateBusinessDocument,
    "\n  query PlatformProviderPlans {\n    platformProviderPlans {\n      id\n      code\n      name\n      description\n      priceMinor\n      currencyCode\n      period\n      status\n      sortOrder\n    }\n    platformProviderAgreements {\n      id\n      version\n      title\n      body\n      publishedAt\n    }\n  }\n": typeof types.PlatformProviderPlansDocument,
    "\n  mutation PlatformCreateProviderPlan($input: ProviderPlanInput!, $idempotencyKey: ID!) {\n    platformCreateProviderPlan(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": typeof types.PlatformCreateProviderPlanDocument,
    "\n  mutation PlatformUpdateProviderPlan($id: ID!, $input: ProviderPlanInput!) {\n    platformUpdateProviderPlan(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.PlatformUpdateProviderPlanDocument,
    "\n  mutation PlatformPublishProviderAgreement($input: ProviderAgreementInput!, $idempotencyKey: ID!) {\n    platformPublishProviderAgreement(input: $input, idempotencyKey: $idempotencyKey) {\n      version\n    }\n  }\n": typeof types.PlatformPublishProviderAgreementDocument,
    "\n  query ProgressReadings($limit: Int) {\n    metricReadings(filter: { metricType: WEIGHT }, sort: [{ field: recordedAt, direction: desc }], limit: $limit) {\n      totalCount\n      packedNodes\n    }\n  }\n": typeof types.ProgressReadingsDocument,
    "\n  query WeeklyProgressList($limit: Int, $orderItemId: ID) {\n    weeklyProgress(filter: { orderItemId: $orderItemId }, limit: $limit) {\n      totalCount\n      nodes {\n        id\n        orderItemId\n        weight\n        weightUnit\n        weightKg\n        feeling\n        dosage\n        administeredBy\n        recordedOn\n        createdAt\n      }\n    }\n  }\n": typeof types.WeeklyProgressListDocument,
    "\n  mutation ReceptionCreateClient($input: ReceptionClientInput!, $idempotencyKey: ID!) {\n    receptionCreateClient(input: $input, idempotencyKey: $idempotencyKey) {\n      outcome\n      invitationSent\n      replayed\n      client {\n        ...ReceptionClientFields\n      }\n    }\n  }\n": typeof types.ReceptionCreateClientDocument,
    "\n  query DeskAssessmentService($id: ID!, $locationId: ID!) {\n    product(id: $id, locationId: $locationId) {\n      id\n      name\n      categories {\n        id\n      }\n      forms {\n        id\n        type\n      }\n    }\n  }\n": typeof types.DeskAssessmentServiceDocument,
    "\n  query DeskAssessmentForm($id: ID!, $locale: String) {\n    form(id: $id, locale: $locale) {\n      id\n      name\n      description\n      currentVersion {\n        id\n        schema\n        uiSchema\n      }\n    }\n  }\n": typeof types.DeskAssessmentFormDocument,
    "\n  fragment DeskBookingRowFields on OrderItem {\n    id\n    displayId\n    productName\n    productType\n    status\n    createdAt\n    order {\n      id\n      displayId\n      clientId\n      visit\n      bookedThrough\n      businessLocationName\n    }\n    consultationDetail {\n      HCPSessionId\n      HCPName\n      scheduleDateTimeUTC\n      sessionStatus\n    }\n  }\n": typeof types.DeskBookingRowFieldsFragmentDoc,
    "\n  query DeskBooking($id: ID!) {\n    receptionBooking(id: $id) {\n      ...DeskBookingRowFields\n      categoryName\n      order {\n        id\n        createdAt\n        currencyCode\n        paymentMethod\n        visitAddressId\n        orderPricingSummary {\n          ...PriceSummaryFields\n          paymentSummary {\n            preAuthorized\n            cardHold\n            beyondHold\n          }\n        }\n      }\n      orderItemConsults {\n        hcpSessionId\n        hcpSessionDisplayId\n        status\n        mode\n        scheduleDateTimeUTC\n        hcpUser {\n          name\n        }\n      }\n    }\n  }\n": typeof types.DeskBookingDocument,
    "\n  query DeskBookings($search: String, $stage: BookingTab, $clientId: ID, $page: Int) {\n    receptionBookings(search: $search, stage: $stage, clientId: $clientId, page: $page) {\n      totalCount\n      nodes {\n        ...DeskBookingRowFields\n      }\n    }\n  }\n": typeof types.DeskBookingsDocument,
    "\n  query DeskConsult($id: ID!) {\n    receptionConsult(hcpSessionId: $id) {\n      clientName\n      clientInCall\n      providerInCall\n      session {\n        id\n        displayId\n        status\n        mode\n        startTime\n        endTime\n        clientId\n        provider {\n          id\n          name\n        }\n        orderItemId\n        canJoin\n        observersAllowed\n      }\n    }\n  }\n": typeof types.DeskConsultDocument,
    "\n  mutation DeskCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      success\n      replayed\n      order {\n        id\n        displayId\n        orderItems {\n          id\n          displayId\n        }\n      }\n    }\n  }\n": typeof types.DeskCreateOrderDocument,
    "\n  query DeskQuote($input: OrderPricingSummaryInput!) {\n    orderPricingSummary(input: $input) {\n      ...PriceSummaryFields\n      paymentSummary {\n        cardHold\n        beyondHold\n      }\n    }\n  }\n": typeof types.DeskQuoteDocument,
    "\n  query DeskServices($locationId: ID!) {\n    productsByLocation(locationId: $locationId) {\n      id\n      name\n      tagline\n      productType\n      categories {\n        id\n        name\n      }\n      forms {\n        id\n        type\n      }\n      productLocations {\n        id\n        startingPrice\n        currencyCode\n        sortOrder\n      }\n    }\n  }\n": typeof types.DeskServicesDocument,
    "\n  query ClientInvitation($token: String!) {\n    clientInvitation(token: $token) {\n      email\n      firstName\n      businessName\n      expiresAt\n    }\n  }\n": typeof types.ClientInvitationDocument,
    "\n  mutation SetPasswordFromInvitation($token: String!, $password: String!) {\n    setPasswordFromInvitation(token: $token, password: $password) {\n      success\n      email\n    }\n  }\n": typeof types.SetPasswordFromInvitationDocument,
    "\n  fragment ReceptionClientFields on ReceptionClient {\n    id\n    firstName\n    lastName\n    email\n    dob\n    gender\n    phoneCode\n    phone\n    timezone\n    heightCm\n    heightUnit\n    weight\n    weightUnit\n    status\n    createdAt\n    invitationExpiresAt\n    defaultAddress {\n      id\n      addressLine1\n      addressLine2\n      city\n      state\n      country\n      zipcode\n    }\n  }\n": typeof types.ReceptionClientFieldsFragmentDoc,
    "\n  query ReceptionClient($id: ID!) {\n    receptionClient(id: $id) {\n      ...ReceptionClientFields\n    }\n  }\n": typeof types.ReceptionClientDocument,
    "\n  query ReceptionClients($search: String, $page: Int) {\n    receptionClients(search: $search, page: $page) {\n      totalCount\n      nodes {\n        ...ReceptionClientFields\n      }\n    }\n  }\n": typeof types.ReceptionClientsDocument,
    "\n  query ReceptionDesk {\n    receptionDesk {\n      businessId\n      businessShortId\n      businessName\n      currencyCode\n      locations {\n        id\n        shortId\n        name\n        timezone\n        states\n      }\n    }\n  }\n": typeof types.ReceptionDeskDocument,
    "\n  mutation ReceptionUpdateClient($id: ID!, $input: ReceptionClientUpdateInput!) {\n    receptionUpdateClient(id: $id, input: $input) {\n      ...ReceptionClientFields\n    }\n  }\n": typeof types.ReceptionUpdateClientDocument,
    "\n  mutation ReceptionResendInvitation($id: ID!) {\n    receptionResendInvitation(id: $id) {\n      ...ReceptionClientFields\n    }\n  }\n": typeof types.ReceptionResendInvitationDocument,
    "\n  query ActiveConsultationNow {\n    activeConsultation {\n      id\n      orderId\n      orderItemId\n      consult {\n        hcpSessionId\n        status\n        scheduleDateTimeUTC\n        consultationDetail {\n          HCPName\n        }\n      }\n    }\n  }\n": typeof types.ActiveConsultationNowDocument,
    "\n  mutation EndVideoCall($input: VideoCallInput!) {\n    endVideoCall(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.EndVideoCallDocument,
    "\n  mutation RequestFallbackProvider($input: VideoCallInput!) {\n    requestFallbackProvider(input: $input) {\n      status\n      retryInMs\n      noDoctorInMs\n      HCPName\n    }\n  }\n": typeof types.RequestFallbackProviderDocument,
    "\n  mutation SendVideoSignal($input: SendVideoSignalInput!) {\n    sendVideoSignal(input: $input)\n  }\n": typeof types.SendVideoSignalDocument,
    "\n  mutation StartVideoCall($input: VideoCallInput!) {\n    startVideoCall(input: $input) {\n      token\n      roomName\n      provider\n      identity\n      iceServers {\n        urls\n        username\n        credential\n      }\n      consultationDetails {\n        HCPSessionId\n        HCPId\n        fromUserId\n        toUserId\n        HCPName\n        clientName\n      }\n    }\n  }\n": typeof types.StartVideoCallDocument,
    "\n  subscription VideoSignals($roomName: String!, $token: String!) {\n    videoSignals(roomName: $roomName, token: $token) {\n      kind\n      payload\n      fromIdentity\n      fromName\n      toIdentity\n    }\n  }\n": typeof types.VideoSignalsDocument,
    "\n  mutation ObserveVideoCall($input: VideoCallInput!) {\n    observeVideoCall(input: $input) {\n      token\n      roomName\n      provider\n      identity\n      iceServers {\n        urls\n        username\n        credential\n      }\n      consultationDetails {\n        HCPSessionId\n        HCPId\n        fromUserId\n        toUserId\n        HCPName\n        clientName\n      }\n    }\n  }\n": typeof types.ObserveVideoCallDocument,
};
const documents: Documents = {
    "\n  query DecodeBusinessAndLocation($businessShortId: String!, $locationShortId: String!) {\n    decodeBusinessAndLocation(businessShortId: $businessShortId, locationShortId: $locationShortId) {\n      business {\n        id\n        shortId\n        name\n        pictureUrl\n        tagline\n        description\n        organizationId\n        supportEmail\n        supportPhone\n        termsUrl\n        privacyUrl\n      }\n      location {\n        id\n        shortId\n        name\n        states\n        timezone\n      }\n    }\n  }\n": types.DecodeBusinessAndLocationDocument,
    "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n": types.LogoutDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      phone\n      dob\n      gender\n      timezone\n      status\n      isInternalUser\n      isPlatformAdmin\n      roleGrants {\n        id\n        organizationId\n        targetType\n        targetId\n        roleName\n        displayName\n      }\n    }\n  }\n": types.MeDocument,
    "\n  mutation RefreshContext($refreshToken: String!) {\n    refreshContext(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n": types.RefreshContextDocument,
    "\n  mutation AddWeightReading($input: AddMetricReadingsInput!) {\n    addMetricReadings(input: $input) {\n      id\n    }\n  }\n": types.AddWeightReadingDocument,
    "\n  mutation AddWeeklyProgress($input: AddWeeklyProgressInput!) {\n    addWeeklyProgress(input: $input) {\n      id\n    }\n  }\n": types.AddWeeklyProgressDocument,
    "\n  mutation MarkMedicationOrderAsDelivered($input: MarkMedicationOrderAsDeliveredInput!) {\n    markMedicationOrderAsDelivered(input: $input) {\n      success\n      message\n      orderItem {\n        id\n        status\n      }\n    }\n  }\n": types.MarkMedicationOrderAsDeliveredDocument,
    "\n  mutation StoreAssessmentAnswers($input: StoreUserResponsesInput!) {\n    storeUserResponses(input: $input) {\n      id\n      clientDraftId\n      formVersionId\n      score {\n        passed\n        percentage\n        checks\n        correct\n      }\n    }\n  }\n": types.StoreAssessmentAnswersDocument,
    "\n  mutation AddPaymentCard($input: AddPaymentCardInput!) {\n    addPaymentCard(input: $input) {\n      id\n      cardLastFour\n      cardType\n      cardholderName\n      expiryMonth\n      expiryYear\n      isDefault\n      billingAddressId\n      billingAddress {\n        id\n        addressLine1\n        addressLine2\n        city\n        state\n        zipcode\n      }\n    }\n  }\n": types.AddPaymentCardDocument,
    "\n  query GatewayDetail($input: GatewayDetailInput!) {\n    gatewayDetail(input: $input) {\n      provider\n      clientKey\n      tokenizeUrl\n    }\n  }\n": types.GatewayDetailDocument,
    "\n  query PaymentCards($clientId: ID) {\n    paymentCards(clientId: $clientId) {\n      id\n      cardLastFour\n      cardType\n      cardholderName\n      expiryMonth\n      expiryYear\n      isDefault\n      billingAddressId\n      billingAddress {\n        id\n        addressLine1\n        addressLine2\n        city\n        state\n        zipcode\n      }\n    }\n  }\n": types.PaymentCardsDocument,
    "\n  query WalletBalance($clientId: ID) {\n    wallet(clientId: $clientId) {\n      clientId\n      balance\n      currencyCode\n    }\n  }\n": types.WalletBalanceDocument,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": types.PushPublicKeyDocument,
    "\n  mutation RegisterPushSubscription($input: PushSubscriptionInput!) {\n    registerPushSubscription(input: $input)\n  }\n": types.RegisterPushSubscriptionDocument,
    "\n  mutation RemovePushSubscription($endpoint: String!) {\n    removePushSubscription(endpoint: $endpoint)\n  }\n": types.RemovePushSubscriptionDocument,
    "\n  mutation AddClientAddress($clientId: ID!, $addressInput: AddressInput!, $defaultAddress: Boolean) {\n    addClientAddress(clientId: $clientId, addressInput: $addressInput, defaultAddress: $defaultAddress) {\n      id\n      addressLine1\n      addressLine2\n      city\n      state\n      country\n      zipcode\n      contact\n      instructions\n      isDefault\n    }\n  }\n": types.AddClientAddressDocument,
    "\n  query AddressStates($countryCode: String!) {\n    states(countryCode: $countryCode) {\n      isoCode\n      name\n    }\n  }\n": types.AddressStatesDocument,
    "\n  query ClientAddresses($clientId: ID!) {\n    client(clientId: $clientId) {\n      id\n      clientAddresses {\n        id\n        addressLine1\n        addressLine2\n        city\n        state\n        country\n        zipcode\n        contact\n        instructions\n        isDefault\n      }\n    }\n  }\n": types.ClientAddressesDocument,
    "\n  mutation RemoveClientAddress($clientAddressId: ID!, $clientId: ID!) {\n    removeClientAddress(clientAddressId: $clientAddressId, clientId: $clientId)\n  }\n": types.RemoveClientAddressDocument,
    "\n  mutation UpdateClientAddress($clientAddressId: ID!, $clientId: ID!, $addressInput: AddressInput!, $defaultAddress: Boolean) {\n    updateClientAddress(clientAddressId: $clientAddressId, clientId: $clientId, addressInput: $addressInput, defaultAddress: $defaultAddress) {\n      id\n      addressLine1\n      addressLine2\n      city\n      state\n      country\n      zipcode\n      contact\n      instructions\n      isDefault\n    }\n  }\n": types.UpdateClientAddressDocument,
    "\n  query SessionCalendarLink($hcpSessionId: ID!) {\n    sessionCalendarLink(hcpSessionId: $hcpSessionId) {\n      url\n    }\n  }\n": types.SessionCalendarLinkDocument,
    "\n  query ConsultObservers($id: ID!) {\n    hcpSession(HCPSessionId: $id) {\n      id\n      status\n      mode\n      observersAllowed\n    }\n  }\n": types.ConsultObserversDocument,
    "\n  mutation SetConsultObservers($input: ConsultObserversInput!) {\n    setConsultObserversAllowed(input: $input) {\n      id\n      status\n      mode\n      observersAllowed\n    }\n  }\n": types.SetConsultObserversDocument,
    "\n  fragment PriceSummaryFields on PricingSummary {\n    currencyCode\n    items {\n      categoryId\n      categoryName\n      productId\n      productName\n      productType\n      feeBreakup {\n        entityName\n        entityType\n        amount\n        paid\n        unpaid\n      }\n    }\n    paymentSummary {\n      feeBreakupTotals {\n        entityName\n        entityType\n        amount\n      }\n      totals {\n        entityName\n        entityType\n        amount\n      }\n      totalAmount\n      totalPaid\n      totalUnpaid\n    }\n  }\n": types.PriceSummaryFieldsFragmentDoc,
    "\n  fragment ProviderSetupFields on ProviderSetup {\n    travelFeeMinor\n    groupDiscountPercent\n    cancellationWindowHours\n    cancellationChargePercent\n    timezone\n    hours {\n      weekday\n      start\n      end\n    }\n    locations {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n  }\n": types.ProviderSetupFieldsFragmentDoc,
    "\n  query CheckoutProviders($input: ProvidersInput!) {\n    providers(input: $input) {\n      id\n      name\n    }\n  }\n": types.CheckoutProvidersDocument,
    "\n  query CheckoutFreeTimes($input: AvailableSlotsInput!) {\n    freeTimes(input: $input) {\n      providers {\n        id\n        name\n      }\n      packedDays\n    }\n  }\n": types.CheckoutFreeTimesDocument,
    "\n  mutation CheckoutHoldSlot($input: HoldSlotInput!) {\n    holdSlot(input: $input) {\n      id\n      startTime\n      holdExpiresAt\n      provider {\n        id\n        name\n      }\n    }\n  }\n": types.CheckoutHoldSlotDocument,
    "\n  mutation CheckoutReleaseSlot($sessionId: ID!, $clientId: ID) {\n    releaseSlot(sessionId: $sessionId, clientId: $clientId)\n  }\n": types.CheckoutReleaseSlotDocument,
    "\n  query Timezones {\n    timezones {\n      name\n      label\n    }\n  }\n": types.TimezonesDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $proposedPassword: String!) {\n    resetPassword(currentPassword: $currentPassword, proposedPassword: $proposedPassword) {\n      success\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation DeletePaymentCard($id: ID!) {\n    deletePaymentCard(id: $id)\n  }\n": types.DeletePaymentCardDocument,
    "\n  mutation RedeemGiftCard($input: RedeemGiftCardInput!) {\n    redeemGiftCard(input: $input) {\n      clientId\n      balance\n      currencyCode\n    }\n  }\n": types.RedeemGiftCardDocument,
    "\n  mutation SetDefaultPaymentCard($id: ID!) {\n    setDefaultPaymentCard(id: $id) {\n      id\n      isDefault\n    }\n  }\n": types.SetDefaultPaymentCardDocument,
    "\n  mutation UpdateProfile($clientId: ID!, $userInput: UserUpdateInput!) {\n    updateClient(clientId: $clientId, userInput: $userInput) {\n      id\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query WalletHistory($clientId: ID, $limit: Int, $offset: Int) {\n    wallet(clientId: $clientId) {\n      clientId\n      currencyCode\n      entries(limit: $limit, offset: $offset) {\n        totalCount\n        hasMore\n        items {\n          id\n          amount\n          balanceAfter\n          reason\n          createdAt\n          orderDisplayId\n        }\n      }\n    }\n  }\n": types.WalletHistoryDocument,
    "\n  query AdminAffiliates($businessId: ID!) {\n    adminAffiliates(businessId: $businessId) { id email firstName lastName code commissionBasisPoints signupCount orderCount createdAt }\n  }\n": types.AdminAffiliatesDocument,
    "\n  mutation AdminCreateAffiliate($businessId: ID!, $input: AffiliateInput!, $idempotencyKey: ID!) {\n    adminCreateAffiliate(businessId: $businessId, input: $input, idempotencyKey: $idempotencyKey) { invitationSent affiliate { id code } }\n  }\n": types.AdminCreateAffiliateDocument,
    "\n  query AdminBusiness($businessId: ID!) {\n    adminBusiness(businessId: $businessId) {\n      id\n      organizationId\n      shortId\n      name\n      pictureUrl\n      tagline\n      customUrl\n      description\n      currencyCode\n      status\n      address {\n        addressLine1\n        addressLine2\n        city\n        state\n        country\n        zipcode\n      }\n      locationCount\n      categoryCount\n      productCount\n      staffCount\n    }\n  }\n": types.AdminBusinessDocument,
    "\n  query AdminBusinessProfile($businessId: ID!) {\n    adminBusinessProfile(businessId: $businessId) {\n      id\n      shortId\n      name\n      pictureUrl\n      tagline { en es fr pt }\n      description { en es fr pt }\n      customUrl\n      currencyCode\n      address { addressLine1 addressLine2 city state country zipcode }\n    }\n  }\n": types.AdminBusinessProfileDocument,
    "\n  mutation AdminUpdateBusinessProfile($businessId: ID!, $input: AdminBusinessProfileInput!) {\n    adminUpdateBusinessProfile(businessId: $businessId, input: $input) { id name }\n  }\n": types.AdminUpdateBusinessProfileDocument,
    "\n  query AdminLocations($businessId: ID!) {\n    adminLocations(businessId: $businessId) {\n      id\n      shortId\n      name { en es fr pt }\n      address { addressLine1 addressLine2 city state country zipcode }\n      timezone\n      states\n      mode\n      isActive\n    }\n  }\n": types.AdminLocationsDocument,
    "\n  mutation AdminCreateLocation($businessId: ID!, $input: AdminLocationInput!, $idempotencyKey: ID!) {\n    adminCreateLocation(businessId: $businessId, input: $input, idempotencyKey: $idempotencyKey) { id }\n  }\n": types.AdminCreateLocationDocument,
    "\n  mutation AdminUpdateLocation($businessId: ID!, $id: ID!, $input: AdminLocationInput!) {\n    adminUpdateLocation(businessId: $businessId, id: $id, input: $input) { id }\n  }\n": types.AdminUpdateLocationDocument,
    "\n  query AdminFaqItems($businessId: ID!, $locale: String!) {\n    adminFaqItems(businessId: $businessId, locale: $locale) { id locale question answer sortOrder }\n  }\n": types.AdminFaqItemsDocument,
    "\n  mutation AdminCreateFaqItem($businessId: ID!, $input: AdminFaqItemInput!, $idempotencyKey: ID!) {\n    adminCreateFaqItem(businessId: $businessId, input: $input, idempotencyKey: $idempotencyKey) { id }\n  }\n": types.AdminCreateFaqItemDocument,
    "\n  mutation AdminDeleteFaqItem($businessId: ID!, $id: ID!) {\n    adminDeleteFaqItem(businessId: $businessId, id: $id)\n  }\n": types.AdminDeleteFaqItemDocument,
    "\n  fragment AdminCategoryFields on AdminCategory {\n    id\n    code\n    name {\n      en\n      es\n      fr\n      pt\n    }\n    description {\n      en\n      es\n      fr\n      pt\n    }\n    status\n    sortOrder\n    medicationSelectionOptional\n    mutuallyExclusiveMedication\n    images {\n      url\n      type\n    }\n    productCount\n  }\n": types.AdminCategoryFieldsFragmentDoc,
    "\n  query AdminCategories($businessId: ID!) {\n    adminCategories(businessId: $businessId) {\n      ...AdminCategoryFields\n    }\n  }\n": types.AdminCategoriesDocument,
    "\n  mutation CreateCategory($businessId: ID!, $idempotencyKey: ID!, $input: AdminCategoryInput!) {\n    createCategory(businessId: $businessId, idempotencyKey: $idempotencyKey, input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($businessId: ID!, $id: ID!, $input: AdminCategoryInput!) {\n    updateCategory(businessId: $businessId, id: $id, input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  query AdminProducts($businessId: ID!) {\n    adminProducts(businessId: $businessId) {\n      id\n      name {\n        en\n        es\n        fr\n        pt\n      }\n      productType\n      status\n      categoryIds\n      locationCount\n      missingTranslations\n    }\n  }\n": types.AdminProductsDocument,
    "\n  fragment AdminProductFields on AdminProduct {\n    id\n    name {\n      en\n      es\n      fr\n      pt\n    }\n    tagline {\n      en\n      es\n      fr\n      pt\n    }\n    description {\n      en\n      es\n      fr\n      pt\n    }\n    productType\n    status\n    shippingCost\n    images {\n      url\n      type\n    }\n    categoryIds\n    formIds\n    details\n    detailTranslations\n    locations {\n      locationId\n      locationName\n      offered\n      startingPrice\n      sortOrder\n    }\n    medication {\n      shippingCost\n      controlledSubstance\n      doseOptions {\n        id\n        dosageName\n        dose\n        doseUnit\n        sellingPrice\n      }\n    }\n    labTest {\n      sku\n      sellingPrice\n    }\n  }\n": types.AdminProductFieldsFragmentDoc,
    "\n  query AdminProduct($businessId: ID!, $id: ID!) {\n    adminProduct(businessId: $businessId, id: $id) {\n      ...AdminProductFields\n    }\n  }\n": types.AdminProductDocument,
    "\n  mutation CreateProduct($businessId: ID!, $idempotencyKey: ID!, $input: AdminProductInput!) {\n    createProduct(businessId: $businessId, idempotencyKey: $idempotencyKey, input: $input) {\n      ...AdminProductFields\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($businessId: ID!, $id: ID!, $input: AdminProductInput!) {\n    updateProduct(businessId: $businessId, id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n": types.UpdateProductDocument,
    "\n  query AdminCatalogueLocations($businessId: ID!) {\n    adminCatalogueLocations(businessId: $businessId) {\n      id\n      name\n    }\n  }\n": types.AdminCatalogueLocationsDocument,
    "\n  query AdminForms($businessId: ID!) {\n    adminForms(businessId: $businessId) {\n      id\n      name\n      type\n      status\n      updatedAt\n      versions {\n        id\n        version\n        currentFlag\n      }\n    }\n  }\n": types.AdminFormsDocument,
    "\n  query AdminForm($id: ID!) {\n    adminForm(id: $id) {\n      id\n      name\n      description\n      type\n      status\n      versions {\n        id\n        version\n        currentFlag\n        createdAt\n        answerCount\n        schema\n        uiSchema\n        texts {\n          locale\n          name\n          description\n          texts\n        }\n      }\n    }\n  }\n": types.AdminFormDocument,
    "\n  mutation CreateForm($input: CreateFormInput!) {\n    createForm(input: $input) {\n      id\n    }\n  }\n": types.CreateFormDocument,
    "\n  mutation PublishFormVersion($input: PublishFormVersionInput!) {\n    publishFormVersion(input: $input) {\n      id\n      version\n    }\n  }\n": types.PublishFormVersionDocument,
    "\n  mutation SetFormStatus($input: SetFormStatusInput!) {\n    setFormStatus(input: $input) {\n      id\n      status\n    }\n  }\n": types.SetFormStatusDocument,
    "\n  query AdminMoney($businessId: ID!) {\n    adminMoney(businessId: $businessId) {\n      businessId\n      currencyCode\n      platformFee\n      cancellationChargePercent\n      cancellationWindowHours\n      coupons {\n        id\n        code\n        savingType\n        savingValue\n        expiresAt\n      }\n      giftCards {\n        id\n        lastFour\n        issuedAmount\n        balance\n        currencyCode\n        redeemed\n        expiresAt\n        createdAt\n      }\n    }\n  }\n": types.AdminMoneyDocument,
    "\n  mutation UpdateMoneySettings($input: MoneySettingsInput!) {\n    updateMoneySettings(input: $input) {\n      businessId\n      platformFee\n      cancellationChargePercent\n      cancellationWindowHours\n    }\n  }\n": types.UpdateMoneySettingsDocument,
    "\n  mutation CreateCoupon($input: CreateCouponInput!) {\n    createCoupon(input: $input) {\n      id\n    }\n  }\n": types.CreateCouponDocument,
    "\n  mutation EndCoupon($couponId: ID!) {\n    endCoupon(couponId: $couponId) {\n      id\n      expiresAt\n    }\n  }\n": types.EndCouponDocument,
    "\n  mutation IssueGiftCard($input: IssueGiftCardInput!) {\n    issueGiftCard(input: $input) {\n      id\n      cardNumber\n      lastFour\n      balance\n      currencyCode\n    }\n  }\n": types.IssueGiftCardDocument,
    "\n  query AdminRefundable($businessId: ID!, $displayId: String!) {\n    adminRefundable(businessId: $businessId, displayId: $displayId) {\n      orderItemId\n      displayId\n      productName\n      status\n      currencyCode\n      paid\n      refunded\n      refundable\n    }\n  }\n": types.AdminRefundableDocument,
    "\n  mutation RefundOrderItem($input: RefundOrderItemInput!) {\n    refundOrderItem(input: $input) {\n      id\n      refundAmount\n      refundFor\n      status\n    }\n  }\n": types.RefundOrderItemDocument,
    "\n  query AdminPeople($businessId: ID!) {\n    adminPeople(businessId: $businessId) { userId email firstName lastName roles status }\n  }\n": types.AdminPeopleDocument,
    "\n  mutation AdminInvitePerson($businessId: ID!, $input: StaffInviteInput!, $idempotencyKey: ID!) {\n    adminInvitePerson(businessId: $businessId, input: $input, idempotencyKey: $idempotencyKey) { invitationSent person { userId } }\n  }\n": types.AdminInvitePersonDocument,
    "\n  mutation AdminDeactivatePerson($businessId: ID!, $userId: ID!) {\n    adminDeactivatePerson(businessId: $businessId, userId: $userId) { userId status }\n  }\n": types.AdminDeactivatePersonDocument,
    "\n  mutation AdminReactivatePerson($businessId: ID!, $userId: ID!) {\n    adminReactivatePerson(businessId: $businessId, userId: $userId) { userId status }\n  }\n": types.AdminReactivatePersonDocument,
    "\n  query AdminProviderSchedules($businessId: ID!) {\n    adminProviderSchedules(businessId: $businessId) {\n      providerId\n      displayName\n      timezone\n      status\n      hours { weekday start end }\n      locations { locationId mode }\n      categoryIds\n      timeOff { id startsAt endsAt reason }\n    }\n  }\n": types.AdminProviderSchedulesDocument,
    "\n  mutation AdminSetProviderSchedule($businessId: ID!, $providerId: ID!, $input: ProviderScheduleInput!) {\n    adminSetProviderSchedule(businessId: $businessId, providerId: $providerId, input: $input) { providerId }\n  }\n": types.AdminSetProviderScheduleDocument,
    "\n  mutation AdminAddTimeOff($businessId: ID!, $providerId: ID!, $input: AdminTimeOffInput!) {\n    adminAddTimeOff(businessId: $businessId, providerId: $providerId, input: $input) { providerId }\n  }\n": types.AdminAddTimeOffDocument,
    "\n  mutation AdminRemoveTimeOff($businessId: ID!, $id: ID!) {\n    adminRemoveTimeOff(businessId: $businessId, id: $id) { providerId }\n  }\n": types.AdminRemoveTimeOffDocument,
    "\n  query AdminAuditLog($businessId: ID!, $kind: AuditKind, $page: Int) {\n    adminAuditLog(businessId: $businessId, kind: $kind, page: $page) {\n      totalCount\n      page\n      pageSize\n      nodes { id action createdAt actorEmail actorName targetType targetId details }\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  query AdminScheduleCategories($businessId: ID!) {\n    adminScheduleCategories(businessId: $businessId) { id name }\n  }\n": types.AdminScheduleCategoriesDocument,
    "\n  query AdminProviderApplications($businessId: ID!, $decided: Boolean) {\n    adminProviderApplications(businessId: $businessId, decided: $decided) {\n      email\n      firstName\n      lastName\n      planName\n      application {\n        id\n        status\n        kind\n        agreementVersion\n        agreementAcceptedAt\n        amountPaidMinor\n        currencyCode\n        paidAt\n        decidedAt\n        business {\n          currencyCode\n        }\n        setup {\n          ...ProviderSetupFields\n        }\n      }\n    }\n  }\n": types.AdminProviderApplicationsDocument,
    "\n  mutation ApproveProviderApplication($businessId: ID!, $applicationId: ID!) {\n    approveProviderApplication(businessId: $businessId, applicationId: $applicationId) {\n      id\n      status\n    }\n  }\n": types.ApproveProviderApplicationDocument,
    "\n  mutation DeclineProviderApplication($businessId: ID!, $applicationId: ID!) {\n    declineProviderApplication(businessId: $businessId, applicationId: $applicationId) {\n      id\n      status\n    }\n  }\n": types.DeclineProviderApplicationDocument,
    "\n  query AdminWidgetSettings($businessId: ID!) {\n    adminWidgetSettings(businessId: $businessId) {\n      businessId\n      businessCode\n      allowedOrigins\n      updatedAt\n    }\n  }\n": types.AdminWidgetSettingsDocument,
    "\n  mutation AdminSetWidgetOrigins($businessId: ID!, $origins: [String!]!) {\n    adminSetWidgetOrigins(businessId: $businessId, origins: $origins) {\n      businessId\n      businessCode\n      allowedOrigins\n      updatedAt\n    }\n  }\n": types.AdminSetWidgetOriginsDocument,
    "\n  query AdminWorkflowCategories($businessId: ID!) {\n    adminWorkflowCategories(businessId: $businessId) {\n      id\n      code\n      name\n      workflowVersions {\n        id\n        version\n        workflowId\n        currentFlag\n        createdAt\n        feConfiguration\n      }\n    }\n  }\n": types.AdminWorkflowCategoriesDocument,
    "\n  mutation PublishWorkflowVersion($input: PublishWorkflowInput!) {\n    publishWorkflowVersion(input: $input) {\n      id\n      version\n    }\n  }\n": types.PublishWorkflowVersionDocument,
    "\n  query AffiliateDashboard {\n    affiliateDashboard {\n      id\n      code\n      businessName\n      landingPath\n      commissionBasisPoints\n      signupCount\n      orderCount\n      months { month currencyCode signupCount orderCount orderValue commission }\n      signups { id name createdAt confirmed }\n      orders { id displayId createdAt source currencyCode orderValue commission }\n    }\n  }\n": types.AffiliateDashboardDocument,
    "\n  query AnswersStillOpen($ids: [ID!]) {\n    userResponses(filter: { ids: $ids }, limit: 1) {\n      nodes {\n        id\n        orderItemId\n      }\n    }\n  }\n": types.AnswersStillOpenDocument,
    "\n  query AssessmentProduct($id: ID!, $locationId: ID!) {\n    product(id: $id, locationId: $locationId) {\n      id\n      name\n      categories {\n        id\n        name\n      }\n      forms {\n        id\n        type\n      }\n      images {\n        url\n        type\n      }\n    }\n  }\n": types.AssessmentProductDocument,
    "\n  query PreAssessmentForm($id: ID!, $locale: String) {\n    form(id: $id, locale: $locale) {\n      id\n      name\n      description\n      type\n      currentVersion {\n        id\n        version\n        schema\n        uiSchema\n      }\n    }\n  }\n": types.PreAssessmentFormDocument,
    "\n  mutation AddSignupAddress($clientId: ID!, $addressInput: AddressInput!, $defaultAddress: Boolean) {\n    addClientAddress(clientId: $clientId, addressInput: $addressInput, defaultAddress: $defaultAddress) {\n      id\n    }\n  }\n": types.AddSignupAddressDocument,
    "\n  query ClientSignupProgress($clientId: ID!) {\n    clientSignupProgress(clientId: $clientId) {\n      finished\n      identityGiven\n      addressGiven\n    }\n  }\n": types.ClientSignupProgressDocument,
    "\n  mutation ClientSignup($password: String!, $userInput: UserInput!, $attribution: AttributionInput) {\n    clientSignup(password: $password, userInput: $userInput, attribution: $attribution) {\n      id\n      userId\n    }\n  }\n": types.ClientSignupDocument,
    "\n  mutation ConfirmForgotPassword($email: String!, $code: String!, $password: String!) {\n    confirmForgotPassword(email: $email, code: $code, password: $password) {\n      success\n    }\n  }\n": types.ConfirmForgotPasswordDocument,
    "\n  mutation ConfirmUserSignUp($email: String!, $code: String!) {\n    confirmUserSignUp(email: $email, code: $code) {\n      success\n    }\n  }\n": types.ConfirmUserSignUpDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      refreshToken\n      idToken\n    }\n  }\n": types.LoginDocument,
    "\n  mutation ResendConfirmationCode($email: String!) {\n    resendConfirmationCode(email: $email) {\n      success\n    }\n  }\n": types.ResendConfirmationCodeDocument,
    "\n  mutation SendForgotPasswordCode($email: String!) {\n    sendForgotPasswordCode(email: $email) {\n      success\n    }\n  }\n": types.SendForgotPasswordCodeDocument,
    "\n  query States($countryCode: String!) {\n    states(countryCode: $countryCode) {\n      isoCode\n      name\n    }\n  }\n": types.StatesDocument,
    "\n  mutation UpdateClientIdentity($clientId: ID!, $clientInput: ClientInput!) {\n    updateClient(clientId: $clientId, clientInput: $clientInput) {\n      id\n    }\n  }\n": types.UpdateClientIdentityDocument,
    "\n  mutation HoldBookingSlot($input: HoldSlotInput!) {\n    holdSlot(input: $input) {\n      id\n    }\n  }\n": types.HoldBookingSlotDocument,
    "\n  mutation BookConsultation($input: BookConsultationInput!) {\n    bookConsultation(input: $input) {\n      success\n      orderItem {\n        id\n        status\n      }\n    }\n  }\n": types.BookConsultationDocument,
    "\n  query BookingItem($id: ID!) {\n    orderItem(id: $id) {\n      id\n      displayId\n      orderId\n      status\n      productId\n      productName\n      productType\n      categoryId\n      categoryName\n      createdAt\n      programItemId\n      treatmentPlanStartDate\n      treatmentDecision {\n        status\n        decidedAt\n        declineReason\n        prescription {\n          id\n          medicationName\n          notes\n          currencyCode\n          directions {\n            id\n            position\n            dosageName\n            dose\n            doseUnit\n            route\n            frequencyEvery\n            frequencyTimeUnit\n            durationEvery\n            durationTimeUnit\n            sellingPrice\n          }\n        }\n      }\n      medicationOptions {\n        amountNow\n        shippingCost\n        creditFromCheckout\n        currencyCode\n        startingDirection {\n          id\n        }\n      }\n      medicationOrder {\n        id\n        status\n        cycle\n        bookingType\n        medicationName\n        amount\n        shippingCost\n        chargedAmount\n        currencyCode\n        paymentMethod\n        orderedAt\n        shippedAt\n        deliveredAt\n        deliveryConfirmedAt\n        missingReportedAt\n        failureReason\n        failureCode\n        shippingAddress {\n          id\n          addressLine1\n          addressLine2\n          city\n          state\n          zipcode\n          country\n        }\n        direction {\n          id\n          dosageName\n          dose\n          doseUnit\n          route\n          frequencyEvery\n          frequencyTimeUnit\n          durationEvery\n          durationTimeUnit\n          sellingPrice\n        }\n      }\n      autoRenewal {\n        enabled\n        canChange\n        nextRenewalAt\n        nextAmount\n        currencyCode\n        requiresReapproval\n        nextDirection {\n          id\n          dosageName\n          dose\n          doseUnit\n          route\n          frequencyEvery\n          frequencyTimeUnit\n          durationEvery\n          durationTimeUnit\n          sellingPrice\n        }\n        lastRenewal {\n          status\n          at\n          amount\n          orderItemId\n          message\n        }\n      }\n      consultationDetail {\n        HCPId\n        HCPSessionId\n        HCPName\n        HCPProfileImg\n        scheduleDateTimeUTC\n        sessionStatus\n        rescheduleCutOffTime\n        canJoin\n        canReschedule\n        canCancel\n      }\n      labTest {\n        status\n        sku\n        collectorName\n        startsAt\n        reportAvailable\n        place {\n          kind\n          name\n          addressLine1\n          addressLine2\n          city\n          state\n          zipcode\n          instructions\n        }\n      }\n      orderItemConsults {\n        hcpSessionId\n        hcpSessionDisplayId\n        status\n        mode\n        scheduleDateTimeUTC\n        endDateTimeUTC\n      }\n      cancellationQuote {\n        allowed\n        currencyCode\n        percentage\n        windowHours\n        withinWindow\n        chargeAmount\n        refundToWallet\n      }\n      shipments {\n        id\n        carrier\n        trackingNumber\n        trackingUrl\n        status\n        shippedAt\n        deliveredAt\n      }\n      order {\n        id\n        displayId\n        businessLocationId\n        businessLocationName\n        currencyCode\n        orderPricingSummary {\n          currencyCode\n          refunds {\n            id\n            orderItemId\n            refundAmount\n            refundFor\n            status\n          }\n        }\n        shippingAddress {\n          id\n          addressLine1\n          addressLine2\n          city\n          state\n          zipcode\n          country\n        }\n        billingAddress {\n          id\n          addressLine1\n          addressLine2\n          city\n          state\n          zipcode\n          country\n        }\n      }\n    }\n  }\n": types.BookingItemDocument,
    "\n  query BookingOrder($orderId: ID!) {\n    order(orderId: $orderId) {\n      id\n      displayId\n      createdAt\n      currencyCode\n      businessName\n      businessLocationName\n      orderItems {\n        id\n        displayId\n        status\n        productName\n        productType\n        createdAt\n        programItemId\n        treatmentDecision {\n          status\n        }\n        consultationDetail {\n          HCPSessionId\n          HCPName\n          scheduleDateTimeUTC\n          sessionStatus\n          canJoin\n          canReschedule\n          canCancel\n        }\n      }\n      orderPricingSummary {\n        ...PriceSummaryFields\n        items {\n          orderItemId\n        }\n        paymentSummary {\n          preAuthorized\n          releasedOnCancel\n        }\n        refunds {\n          id\n          orderItemId\n          refundAmount\n          refundFor\n          refundReason\n          message\n          status\n          createdAt\n          updatedAt\n        }\n      }\n      shippingAddress {\n        id\n        addressLine1\n        addressLine2\n        city\n        state\n        zipcode\n        country\n      }\n      billingAddress {\n        id\n        addressLine1\n        addressLine2\n        city\n        state\n        zipcode\n        country\n      }\n    }\n  }\n": types.BookingOrderDocument,
    "\n  query BookingsList($limit: Int, $after: String, $before: String, $last: Int, $filter: OrderFilter) {\n    orders(limit: $limit, after: $after, before: $before, last: $last, filter: $filter) {\n      totalCount\n      pageInfo {\n        startCursor\n        endCursor\n        hasNextPage\n        hasPreviousPage\n      }\n      edges {\n        cursor\n        node {\n          id\n          displayId\n          orderId\n          status\n          productName\n          productType\n          createdAt\n          programItemId\n          treatmentDecision {\n            status\n          }\n          consultationDetail {\n            HCPSessionId\n            HCPName\n            scheduleDateTimeUTC\n            sessionStatus\n            canJoin\n            canReschedule\n            canCancel\n          }\n        }\n      }\n    }\n  }\n": types.BookingsListDocument,
    "\n  mutation CancelBooking($input: CancelOrderItemInput!) {\n    cancelOrderItem(input: $input) {\n      success\n      orderItem {\n        id\n        status\n      }\n    }\n  }\n": types.CancelBookingDocument,
    "\n  mutation LabDocumentLink($orderItemId: ID!, $kind: LabDocumentKind!) {\n    labDocumentLink(orderItemId: $orderItemId, kind: $kind) {\n      url\n    }\n  }\n": types.LabDocumentLinkDocument,
    "\n  mutation Rebook($input: RebookInput!) {\n    rebook(input: $input) {\n      success\n      orderItem {\n        id\n        orderId\n        status\n      }\n    }\n  }\n": types.RebookDocument,
    "\n  mutation CreateMedicationOrder($input: CreateMedicationOrderInput!) {\n    createMedicationOrder(input: $input) {\n      success\n      message\n      orderItem {\n        id\n        orderId\n        status\n      }\n    }\n  }\n": types.CreateMedicationOrderDocument,
    "\n  mutation StartTreatmentPlan($input: StartTreatmentPlanInput!) {\n    startTreatmentPlan(input: $input) {\n      id\n      status\n      treatmentPlanStartDate\n    }\n  }\n": types.StartTreatmentPlanDocument,
    "\n  mutation SetAutoRenew($input: SetAutoRenewInput!) {\n    setAutoRenew(input: $input) {\n      id\n      autoRenewal {\n        enabled\n        canChange\n      }\n    }\n  }\n": types.SetAutoRenewDocument,
    "\n  query ProgramItem($id: ID!) {\n    orderItem(id: $id) {\n      id\n      orderId\n      displayId\n      productName\n    }\n  }\n": types.ProgramItemDocument,
    "\n  query CartPrices($locationId: ID!) {\n    productsByLocation(locationId: $locationId) {\n      id\n      shippingCost\n      productLocations {\n        id\n        startingPrice\n        currencyCode\n      }\n    }\n  }\n": types.CartPricesDocument,
    "\n  query CategoryWorkflow($categoryId: ID!) {\n    workflow(id: $categoryId) {\n      id\n      currentFlag\n      feConfiguration\n    }\n  }\n": types.CategoryWorkflowDocument,
    "\n  query CartClientAddress($clientId: ID!) {\n    client(clientId: $clientId) {\n      id\n      clientAddresses {\n        id\n        state\n        isDefault\n      }\n    }\n  }\n": types.CartClientAddressDocument,
    "\n  query ValidateDuplicateOrder($categoryId: ID!, $clientId: ID!, $productId: ID!) {\n    validateDuplicateOrder(categoryId: $categoryId, clientId: $clientId, productId: $productId) {\n      isDuplicate\n      existingOrderItem {\n        id\n        displayId\n        orderId\n        productId\n        productName\n        status\n        createdAt\n      }\n    }\n  }\n": types.ValidateDuplicateOrderDocument,
    "\n  query CategoryByLocation($locationId: ID!) {\n    categoryByLocation(locationId: $locationId) {\n      id\n      name\n      description\n      sortOrder\n      images {\n        url\n        type\n      }\n    }\n  }\n": types.CategoryByLocationDocument,
    "\n  query Product($id: ID!, $locationId: ID!) {\n    product(id: $id, locationId: $locationId) {\n      id\n      name\n      tagline\n      description\n      details\n      productType\n      shippingCost\n      images {\n        url\n        type\n      }\n      categories {\n        id\n        name\n      }\n      forms {\n        id\n        type\n      }\n      productLocations {\n        id\n        locationId\n        startingPrice\n        currencyCode\n        sortOrder\n        images {\n          url\n          type\n        }\n      }\n      medicationProduct {\n        id\n        shippingCost\n        controlledSubstance\n      }\n      labTestProduct {\n        id\n        sku\n        sellingPrice\n      }\n    }\n  }\n": types.ProductDocument,
    "\n  query ProductsByLocation($locationId: ID!) {\n    productsByLocation(locationId: $locationId) {\n      id\n      name\n      tagline\n      productType\n      images {\n        url\n        type\n      }\n      categories {\n        id\n      }\n      productLocations {\n        id\n        startingPrice\n        currencyCode\n        sortOrder\n        images {\n          url\n          type\n        }\n      }\n    }\n  }\n": types.ProductsByLocationDocument,
    "\n  query CheckoutQuote($input: OrderPricingSummaryInput!) {\n    orderPricingSummary(input: $input) {\n      ...PriceSummaryFields\n      items {\n        hasHCPApproval\n      }\n      paymentSummary {\n        preAuthorized\n        alreadyCharged\n        giftCardApplied\n        walletApplied\n        cardAmount\n      }\n      refunds {\n        id\n        message\n        orderItemId\n        refundAmount\n        refundFor\n        refundReason\n        status\n        createdAt\n        updatedAt\n      }\n    }\n  }\n": types.CheckoutQuoteDocument,
    "\n  mutation PlaceOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      success\n      message\n      replayed\n      order {\n        id\n        displayId\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  query PlacedOrder($orderId: ID!) {\n    order(orderId: $orderId) {\n      id\n      displayId\n      createdAt\n      businessName\n      businessLocationName\n      paymentMethod\n      orderItems {\n        id\n        displayId\n        productName\n        productType\n        categoryName\n        status\n        consultationDetail {\n          HCPSessionId\n          HCPName\n          scheduleDateTimeUTC\n        }\n      }\n      orderPricingSummary {\n        ...PriceSummaryFields\n        items {\n          hasHCPApproval\n        }\n        paymentSummary {\n          preAuthorized\n          alreadyCharged\n          giftCardApplied\n          walletApplied\n          cardAmount\n        }\n        refunds {\n          id\n          message\n          orderItemId\n          refundAmount\n          refundFor\n          refundReason\n          status\n          createdAt\n          updatedAt\n        }\n      }\n    }\n  }\n": types.PlacedOrderDocument,
    "\n  query FaqItems($businessId: ID!, $locale: String!) {\n    faqItems(businessId: $businessId, locale: $locale) {\n      id\n      question\n      answer\n      sortOrder\n    }\n  }\n": types.FaqItemsDocument,
    "\n  mutation MarkMedicationOrderPreparing($input: MedicationOrderRefInput!) {\n    markMedicationOrderPreparing(input: $input) {\n      id\n      status\n    }\n  }\n": types.MarkMedicationOrderPreparingDocument,
    "\n  mutation ShipMedicationOrder($input: ShipMedicationOrderInput!) {\n    shipMedicationOrder(input: $input) {\n      id\n      status\n    }\n  }\n": types.ShipMedicationOrderDocument,
    "\n  mutation MarkMedicationOrderDelivered($input: MedicationOrderRefInput!) {\n    markMedicationOrderDelivered(input: $input) {\n      id\n      status\n    }\n  }\n": types.MarkMedicationOrderDeliveredDocument,
    "\n  query FulfilmentQueue($filter: FulfilmentFilter, $limit: Int, $offset: Int) {\n    medicationOrdersToFulfil(filter: $filter, limit: $limit, offset: $offset) {\n      totalCount\n      nodes {\n        orderItemDisplayId\n        productName\n        clientName\n        clientEmail\n        clientPhone\n        shipping {\n          addressLine1\n          addressLine2\n          city\n          state\n          zipcode\n        }\n        shipments {\n          id\n          carrier\n          trackingNumber\n          trackingUrl\n          shippedAt\n        }\n        medicationOrder {\n          id\n          status\n          cycle\n          bookingType\n          medicationName\n          orderedAt\n          preparingAt\n          shippedAt\n          deliveredAt\n          missingReportedAt\n          direction {\n            dosageName\n            dose\n            doseUnit\n            route\n            frequencyEvery\n            frequencyTimeUnit\n            durationEvery\n            durationTimeUnit\n            sellingPrice\n            costToBusiness\n          }\n        }\n      }\n    }\n  }\n": types.FulfilmentQueueDocument,
    "\n  mutation ApproveTreatment($input: ApproveTreatmentInput!) {\n    approveTreatment(input: $input) {\n      id\n      hasHCPApproval\n    }\n  }\n": types.ApproveTreatmentDocument,
    "\n  query HcpSessionClient($id: ID!) {\n    hcpSession(HCPSessionId: $id) {\n      id\n      clientId\n    }\n  }\n": types.HcpSessionClientDocument,
    "\n  query HcpClientProgress($clientId: ID!, $readings: Int, $records: Int) {\n    metricReadings(filter: { clientId: $clientId, metricType: WEIGHT }, sort: [{ field: recordedAt, direction: desc }], limit: $readings) {\n      totalCount\n      nodes {\n        id\n        unit\n        value\n        valueKg\n        recordedAt\n      }\n    }\n    weeklyProgress(filter: { clientId: $clientId }, limit: $records) {\n      totalCount\n      nodes {\n        id\n        weight\n        weightUnit\n        weightKg\n        feeling\n        dosage\n        administeredBy\n        recordedOn\n      }\n    }\n  }\n": types.HcpClientProgressDocument,
    "\n  mutation CompleteSession($input: VideoCallInput!) {\n    completeSession(input: $input) {\n      id\n      status\n    }\n  }\n": types.CompleteSessionDocument,
    "\n  mutation DeclineTreatment($input: DeclineTreatmentInput!) {\n    declineTreatment(input: $input) {\n      id\n      hasHCPApproval\n    }\n  }\n": types.DeclineTreatmentDocument,
    "\n  query HcpSession($id: ID!) {\n    hcpSession(HCPSessionId: $id) {\n      id\n      displayId\n      startTime\n      endTime\n      status\n      mode\n      canJoin\n      productId\n      locationId\n      coveringFor\n      client {\n        firstName\n        lastName\n        dob\n        gender\n        email\n        phone\n      }\n      orderItem {\n        id\n        displayId\n        productName\n        categoryName\n        status\n        treatmentDecision {\n          status\n          decidedAt\n          declineReason\n          prescription {\n            medicationName\n            currencyCode\n            notes\n            approvalDate\n            directions {\n              id\n              dosageName\n              dose\n              doseUnit\n              route\n              frequencyEvery\n              frequencyTimeUnit\n              durationEvery\n              durationTimeUnit\n              sellingPrice\n              costToBusiness\n            }\n          }\n        }\n      }\n      answers {\n        id\n        formName\n        formSchema\n        formUiSchema\n        answers\n        isHCPReviewed\n        createdAt\n      }\n    }\n  }\n": types.HcpSessionDocument,
    "\n  query HcpSessions($filter: HcpSessionsFilter!) {\n    hcpSessions(filter: $filter) {\n      id\n      displayId\n      startTime\n      endTime\n      status\n      mode\n      canJoin\n      client {\n        firstName\n        lastName\n      }\n      orderItem {\n        id\n        productName\n      }\n    }\n  }\n": types.HcpSessionsDocument,
    "\n  mutation MarkAnswersReviewed($input: OrderItemRefInput!) {\n    markAnswersReviewed(input: $input) {\n      id\n    }\n  }\n": types.MarkAnswersReviewedDocument,
    "\n  mutation MarkSessionNoShow($input: MarkSessionNoShowInput!) {\n    markSessionNoShow(input: $input) {\n      id\n      status\n    }\n  }\n": types.MarkSessionNoShowDocument,
    "\n  mutation ApproveRenewal($input: ApproveRenewalInput!) {\n    approveRenewal(input: $input) {\n      id\n      status\n    }\n  }\n": types.ApproveRenewalDocument,
    "\n  mutation DeclineRenewal($input: DeclineRenewalInput!) {\n    declineRenewal(input: $input) {\n      id\n      status\n    }\n  }\n": types.DeclineRenewalDocument,
    "\n  query RenewalsAwaitingApproval {\n    renewalsAwaitingApproval {\n      orderItemId\n      orderItemDisplayId\n      clientName\n      medicationName\n      cycle\n      amount\n      currencyCode\n      dueAt\n      requestedAt\n      direction {\n        id\n        dosageName\n        dose\n        doseUnit\n        route\n        frequencyEvery\n        frequencyTimeUnit\n        durationEvery\n        durationTimeUnit\n        sellingPrice\n        costToBusiness\n      }\n    }\n  }\n": types.RenewalsAwaitingApprovalDocument,
    "\n  query SessionCurrency($productId: ID!, $locationId: ID!) {\n    product(id: $productId, locationId: $locationId) {\n      id\n      productLocations {\n        locationId\n        currencyCode\n      }\n    }\n  }\n": types.SessionCurrencyDocument,
    "\n  mutation ChangeLabTestStatus($orderItemId: ID!, $status: LabTestMove!) {\n    changeLabTestStatus(orderItemId: $orderItemId, status: $status) {\n      orderItemId\n      status\n    }\n  }\n": types.ChangeLabTestStatusDocument,
    "\n  mutation LabReportUploadLink($orderItemId: ID!) {\n    labReportUploadLink(orderItemId: $orderItemId) {\n      url\n    }\n  }\n": types.LabReportUploadLinkDocument,
    "\n  mutation CollectorRequisitionLink($orderItemId: ID!) {\n    labDocumentLink(orderItemId: $orderItemId, kind: REQUISITION) {\n      url\n    }\n  }\n": types.CollectorRequisitionLinkDocument,
    "\n  query LabVisits($from: String!, $to: String!) {\n    labVisits(from: $from, to: $to) {\n      orderItemId\n      orderItemDisplayId\n      status\n      clientName\n      clientPhone\n      productName\n      sku\n      sessionDisplayId\n      startsAt\n      endsAt\n      timezone\n      hasReport\n      place {\n        kind\n        name\n        addressLine1\n        addressLine2\n        city\n        state\n        zipcode\n        country\n        instructions\n      }\n    }\n  }\n": types.LabVisitsDocument,
    "\n  query NearBusiness($shortId: String!) {\n    decodeBusiness(shortId: $shortId) {\n      id\n      shortId\n      name\n      pictureUrl\n      tagline\n      description\n      organizationId\n      supportEmail\n      supportPhone\n    }\n  }\n": types.NearBusinessDocument,
    "\n  query LocationsByLatLong($businessId: ID!, $latitude: Float!, $longitude: Float!, $radius: Int!) {\n    businessLocationsByLatLong(businessId: $businessId, latitude: $latitude, longitude: $longitude, radius: $radius) {\n      id\n      shortId\n      name\n      addressLine1\n      addressLine2\n      city\n      addressState\n      zipcode\n      country\n      states\n      distanceKm\n    }\n  }\n": types.LocationsByLatLongDocument,
    "\n  query LocationsByState($businessId: ID!, $state: String!, $city: String, $zipcode: String) {\n    businessLocationsByState(businessId: $businessId, state: $state, city: $city, zipcode: $zipcode) {\n      id\n      shortId\n      name\n      addressLine1\n      addressLine2\n      city\n      addressState\n      zipcode\n      country\n      states\n      distanceKm\n    }\n  }\n": types.LocationsByStateDocument,
    "\n  query LocationStates($countryCode: String!) {\n    states(countryCode: $countryCode) {\n      isoCode\n      name\n    }\n  }\n": types.LocationStatesDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      kind\n      title\n      body\n      link\n      callSessionId\n      createdAt\n      readAt\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  query Notifications($limit: Int, $offset: Int) {\n    notifications(limit: $limit, offset: $offset) {\n      totalCount\n      unreadCount\n      nodes {\n        id\n        kind\n        title\n        body\n        link\n        callSessionId\n        createdAt\n        readAt\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  query ProviderSignupInfo($businessCode: String!) {\n    providerSignupInfo(businessCode: $businessCode) {\n      business {\n        id\n        name\n        shortId\n      }\n      plans {\n        id\n        code\n        name\n        description\n        priceMinor\n        currencyCode\n        period\n      }\n      agreement {\n        version\n        title\n        body\n      }\n    }\n  }\n": types.ProviderSignupInfoDocument,
    "\n  mutation ProviderSignup($input: ProviderSignupInput!, $password: String!) {\n    providerSignup(input: $input, password: $password) {\n      applicationId\n      userId\n    }\n  }\n": types.ProviderSignupDocument,
    "\n  fragment ProviderApplicationFields on ProviderApplication {\n    id\n    status\n    kind\n    business {\n      id\n      name\n      shortId\n      currencyCode\n    }\n    plan {\n      id\n      name\n      priceMinor\n      currencyCode\n      period\n    }\n    agreementVersion\n    agreementAcceptedAt\n    amountPaidMinor\n    currencyCode\n    cardLastFour\n    paidAt\n    currentAgreement {\n      version\n      title\n      body\n    }\n    gateway {\n      clientKey\n      tokenizeUrl\n    }\n    setupOptions {\n      locations {\n        id\n        name\n      }\n      categories {\n        id\n        name\n      }\n    }\n    setup {\n      ...ProviderSetupFields\n    }\n  }\n": types.ProviderApplicationFieldsFragmentDoc,
    "\n  query MyProviderApplications {\n    myProviderApplications {\n      ...ProviderApplicationFields\n    }\n  }\n": types.MyProviderApplicationsDocument,
    "\n  mutation AcceptProviderAgreement($applicationId: ID!, $version: Int!) {\n    acceptProviderAgreement(applicationId: $applicationId, version: $version) {\n      ...ProviderApplicationFields\n    }\n  }\n": types.AcceptProviderAgreementDocument,
    "\n  mutation PayProviderPlan($applicationId: ID!, $token: String!, $idempotencyKey: ID!) {\n    payProviderPlan(applicationId: $applicationId, token: $token, idempotencyKey: $idempotencyKey) {\n      ...ProviderApplicationFields\n    }\n  }\n": types.PayProviderPlanDocument,
    "\n  mutation SaveProviderSetup($applicationId: ID!, $input: ProviderSetupInput!) {\n    saveProviderSetup(applicationId: $applicationId, input: $input) {\n      ...ProviderApplicationFields\n    }\n  }\n": types.SaveProviderSetupDocument,
    "\n  mutation ProviderConfirmSignUp($email: String!, $code: String!) {\n    confirmUserSignUp(email: $email, code: $code) {\n      success\n    }\n  }\n": types.ProviderConfirmSignUpDocument,
    "\n  mutation ProviderResendCode($email: String!) {\n    resendConfirmationCode(email: $email) {\n      success\n    }\n  }\n": types.ProviderResendCodeDocument,
    "\n  mutation ProviderLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      refreshToken\n      idToken\n    }\n  }\n": types.ProviderLoginDocument,
    "\n  query PlatformOrganizations {\n    platformOrganizations {\n      id\n      name\n      billerName\n      businesses {\n        id\n        shortId\n        name\n        currencyCode\n        admins {\n          userId\n          email\n          firstName\n          lastName\n          status\n        }\n      }\n    }\n  }\n": types.PlatformOrganizationsDocument,
    "\n  mutation PlatformCreateOrganization($input: PlatformOrganizationInput!, $idempotencyKey: ID!) {\n    platformCreateOrganization(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": types.PlatformCreateOrganizationDocument,
    "\n  mutation PlatformCreateBusiness($input: PlatformBusinessInput!, $idempotencyKey: ID!) {\n    platformCreateBusiness(input: $input, idempotencyKey: $idempotencyKey) {\n      invitationSent\n      business {\n        id\n      }\n    }\n  }\n": types.PlatformCreateBusinessDocument,
    "\n  query PlatformProviderPlans {\n    platformProviderPlans {\n      id\n      code\n      name\n      description\n      priceMinor\n      currencyCode\n      period\n      status\n      sortOrder\n    }\n    platformProviderAgreements {\n      id\n      version\n      title\n      body\n      publishedAt\n    }\n  }\n": types.PlatformProviderPlansDocument,
    "\n  mutation PlatformCreateProviderPlan($input: ProviderPlanInput!, $idempotencyKey: ID!) {\n    platformCreateProviderPlan(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": types.PlatformCreateProviderPlanDocument,
    "\n  mutation PlatformUpdateProviderPlan($id: ID!, $input: ProviderPlanInput!) {\n    platformUpdateProviderPlan(id: $id, input: $input) {\n      id\n    }\n  }\n": types.PlatformUpdateProviderPlanDocument,
    "\n  mutation PlatformPublishProviderAgreement($input: ProviderAgreementInput!, $idempotencyKey: ID!) {\n    platformPublishProviderAgreement(input: $input, idempotencyKey: $idempotencyKey) {\n      version\n    }\n  }\n": types.PlatformPublishProviderAgreementDocument,
    "\n  query ProgressReadings($limit: Int) {\n    metricReadings(filter: { metricType: WEIGHT }, sort: [{ field: recordedAt, direction: desc }], limit: $limit) {\n      totalCount\n      packedNodes\n    }\n  }\n": types.ProgressReadingsDocument,
    "\n  query WeeklyProgressList($limit: Int, $orderItemId: ID) {\n    weeklyProgress(filter: { orderItemId: $orderItemId }, limit: $limit) {\n      totalCount\n      nodes {\n        id\n        orderItemId\n        weight\n        weightUnit\n        weightKg\n        feeling\n        dosage\n        administeredBy\n        recordedOn\n        createdAt\n      }\n    }\n  }\n": types.WeeklyProgressListDocument,
    "\n  mutation ReceptionCreateClient($input: ReceptionClientInput!, $idempotencyKey: ID!) {\n    receptionCreateClient(input: $input, idempotencyKey: $idempotencyKey) {\n      outcome\n      invitationSent\n      replayed\n      client {\n        ...ReceptionClientFields\n      }\n    }\n  }\n": types.ReceptionCreateClientDocument,
    "\n  query DeskAssessmentService($id: ID!, $locationId: ID!) {\n    product(id: $id, locationId: $locationId) {\n      id\n      name\n      categories {\n        id\n      }\n      forms {\n        id\n        type\n      }\n    }\n  }\n": types.DeskAssessmentServiceDocument,
    "\n  query DeskAssessmentForm($id: ID!, $locale: String) {\n    form(id: $id, locale: $locale) {\n      id\n      name\n      description\n      currentVersion {\n        id\n        schema\n        uiSchema\n      }\n    }\n  }\n": types.DeskAssessmentFormDocument,
    "\n  fragment DeskBookingRowFields on OrderItem {\n    id\n    displayId\n    productName\n    productType\n    status\n    createdAt\n    order {\n      id\n      displayId\n      clientId\n      visit\n      bookedThrough\n      businessLocationName\n    }\n    consultationDetail {\n      HCPSessionId\n      HCPName\n      scheduleDateTimeUTC\n      sessionStatus\n    }\n  }\n": types.DeskBookingRowFieldsFragmentDoc,
    "\n  query DeskBooking($id: ID!) {\n    receptionBooking(id: $id) {\n      ...DeskBookingRowFields\n      categoryName\n      order {\n        id\n        createdAt\n        currencyCode\n        paymentMethod\n        visitAddressId\n        orderPricingSummary {\n          ...PriceSummaryFields\n          paymentSummary {\n            preAuthorized\n            cardHold\n            beyondHold\n          }\n        }\n      }\n      orderItemConsults {\n        hcpSessionId\n        hcpSessionDisplayId\n        status\n        mode\n        scheduleDateTimeUTC\n        hcpUser {\n          name\n        }\n      }\n    }\n  }\n": types.DeskBookingDocument,
    "\n  query DeskBookings($search: String, $stage: BookingTab, $clientId: ID, $page: Int) {\n    receptionBookings(search: $search, stage: $stage, clientId: $clientId, page: $page) {\n      totalCount\n      nodes {\n        ...DeskBookingRowFields\n      }\n    }\n  }\n": types.DeskBookingsDocument,
    "\n  query DeskConsult($id: ID!) {\n    receptionConsult(hcpSessionId: $id) {\n      clientName\n      clientInCall\n      providerInCall\n      session {\n        id\n        displayId\n        status\n        mode\n        startTime\n        endTime\n        clientId\n        provider {\n          id\n          name\n        }\n        orderItemId\n        canJoin\n        observersAllowed\n      }\n    }\n  }\n": types.DeskConsultDocument,
    "\n  mutation DeskCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      success\n      replayed\n      order {\n        id\n        displayId\n        orderItems {\n          id\n          displayId\n        }\n      }\n    }\n  }\n": types.DeskCreateOrderDocument,
    "\n  query DeskQuote($input: OrderPricingSummaryInput!) {\n    orderPricingSummary(input: $input) {\n      ...PriceSummaryFields\n      paymentSummary {\n        cardHold\n        beyondHold\n      }\n    }\n  }\n": types.DeskQuoteDocument,
    "\n  query DeskServices($locationId: ID!) {\n    productsByLocation(locationId: $locationId) {\n      id\n      name\n      tagline\n      productType\n      categories {\n        id\n        name\n      }\n      forms {\n        id\n        type\n      }\n      productLocations {\n        id\n        startingPrice\n        currencyCode\n        sortOrder\n      }\n    }\n  }\n": types.DeskServicesDocument,
    "\n  query ClientInvitation($token: String!) {\n    clientInvitation(token: $token) {\n      email\n      firstName\n      businessName\n      expiresAt\n    }\n  }\n": types.ClientInvitationDocument,
    "\n  mutation SetPasswordFromInvitation($token: String!, $password: String!) {\n    setPasswordFromInvitation(token: $token, password: $password) {\n      success\n      email\n    }\n  }\n": types.SetPasswordFromInvitationDocument,
    "\n  fragment ReceptionClientFields on ReceptionClient {\n    id\n    firstName\n    lastName\n    email\n    dob\n    gender\n    phoneCode\n    phone\n    timezone\n    heightCm\n    heightUnit\n    weight\n    weightUnit\n    status\n    createdAt\n    invitationExpiresAt\n    defaultAddress {\n      id\n      addressLine1\n      addressLine2\n      city\n      state\n      country\n      zipcode\n    }\n  }\n": types.ReceptionClientFieldsFragmentDoc,
    "\n  query ReceptionClient($id: ID!) {\n    receptionClient(id: $id) {\n      ...ReceptionClientFields\n    }\n  }\n": types.ReceptionClientDocument,
    "\n  query ReceptionClients($search: String, $page: Int) {\n    receptionClients(search: $search, page: $page) {\n      totalCount\n      nodes {\n        ...ReceptionClientFields\n      }\n    }\n  }\n": types.ReceptionClientsDocument,
    "\n  query ReceptionDesk {\n    receptionDesk {\n      businessId\n      businessShortId\n      businessName\n      currencyCode\n      locations {\n        id\n        shortId\n        name\n        timezone\n        states\n      }\n    }\n  }\n": types.ReceptionDeskDocument,
    "\n  mutation ReceptionUpdateClient($id: ID!, $input: ReceptionClientUpdateInput!) {\n    receptionUpdateClient(id: $id, input: $input) {\n      ...ReceptionClientFields\n    }\n  }\n": types.ReceptionUpdateClientDocument,
    "\n  mutation ReceptionResendInvitation($id: ID!) {\n    receptionResendInvitation(id: $id) {\n      ...ReceptionClientFields\n    }\n  }\n": types.ReceptionResendInvitationDocument,
    "\n  query ActiveConsultationNow {\n    activeConsultation {\n      id\n      orderId\n      orderItemId\n      consult {\n        hcpSessionId\n        status\n        scheduleDateTimeUTC\n        consultationDetail {\n          HCPName\n        }\n      }\n    }\n  }\n": types.ActiveConsultationNowDocument,
    "\n  mutation EndVideoCall($input: VideoCallInput!) {\n    endVideoCall(input: $input) {\n      success\n      message\n    }\n  }\n": types.EndVideoCallDocument,
    "\n  mutation RequestFallbackProvider($input: VideoCallInput!) {\n    requestFallbackProvider(input: $input) {\n      status\n      retryInMs\n      noDoctorInMs\n      HCPName\n    }\n  }\n": types.RequestFallbackProviderDocument,
    "\n  mutation SendVideoSignal($input: SendVideoSignalInput!) {\n    sendVideoSignal(input: $input)\n  }\n": types.SendVideoSignalDocument,
    "\n  mutation StartVideoCall($input: VideoCallInput!) {\n    startVideoCall(input: $input) {\n      token\n      roomName\n      provider\n      identity\n      iceServers {\n        urls\n        username\n        credential\n      }\n      consultationDetails {\n        HCPSessionId\n        HCPId\n        fromUserId\n        toUserId\n        HCPName\n        clientName\n      }\n    }\n  }\n": types.StartVideoCallDocument,
    "\n  subscription VideoSignals($roomName: String!, $token: String!) {\n    videoSignals(roomName: $roomName, token: $token) {\n      kind\n      payload\n      fromIdentity\n      fromName\n      toIdentity\n    }\n  }\n": types.VideoSignalsDocument,
    "\n  mutation ObserveVideoCall($input: VideoCallInput!) {\n    observeVideoCall(input: $input) {\n      token\n      roomName\n      provider\n      identity\n      iceServers {\n        urls\n        username\n        credential\n      }\n      consultationDetails {\n        HCPSessionId\n        HCPId\n        fromUserId\n        toUserId\n        HCPName\n        clientName\n      }\n    }\n  }\n": types.ObserveVideoCallDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DecodeBusinessAndLocation($businessShortId: String!, $locationShortId: String!) {\n    decodeBusinessAndLocation(businessShortId: $businessShortId, locationShortId: $locationShortId) {\n      business {\n        id\n        shortId\n        name\n        pictureUrl\n        tagline\n        description\n        organizationId\n        supportEmail\n        supportPhone\n        termsUrl\n        privacyUrl\n      }\n      location {\n        id\n        shortId\n        name\n        states\n        timezone\n      }\n    }\n  }\n"): typeof import('./graphql').DecodeBusinessAndLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      phone\n      dob\n      gender\n      timezone\n      status\n      isInternalUser\n      isPlatformAdmin\n      roleGrants {\n        id\n        organizationId\n        targetType\n        targetId\n        roleName\n        displayName\n      }\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshContext($refreshToken: String!) {\n    refreshContext(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n    }\n  }\n"): typeof import('./graphql').RefreshContextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWeightReading($input: AddMetricReadingsInput!) {\n    addMetricReadings(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddWeightReadingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWeeklyProgress($input: AddWeeklyProgressInput!) {\n    addWeeklyProgress(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddWeeklyProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkMedicationOrderAsDelivered($input: MarkMedicationOrderAsDeliveredInput!) {\n    markMedicationOrderAsDelivered(input: $input) {\n      success\n      message\n      orderItem {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').MarkMedicationOrderAsDeliveredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoreAssessmentAnswers($input: StoreUserResponsesInput!) {\n    storeUserResponses(input: $input) {\n      id\n      clientDraftId\n      formVersionId\n      score {\n        passed\n        percentage\n        checks\n        correct\n      }\n    }\n  }\n"): typeof import('./graphql').StoreAssessmentAnswersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPaymentCard($input: AddPaymentCardInput!) {\n    addPaymentCard(input: $input) {\n      id\n      cardLastFour\n      cardType\n      cardholderName\n      expiryMonth\n      expiryYear\n      isDefault\n      billingAddressId\n      billingAddress {\n        id\n        addressLine1\n        addressLine2\n        city\n        state\n        zipcode\n      }\n    }\n  }\n"): typeof import('./graphql').AddPaymentCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GatewayDetail($input: GatewayDetailInput!) {\n    gatewayDetail(input: $input) {\n      provider\n      clientKey\n      tokenizeUrl\n    }\n  }\n"): typeof import('./graphql').GatewayDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentCards($clientId: ID) {\n    paymentCards(clientId: $clientId) {\n      id\n      cardLastFour\n      cardType\n      cardholderName\n      expiryMonth\n      expiryYear\n      isDefault\n      billingAddressId\n      billingAddress {\n        id\n        addressLine1\n        addressLine2\n        city\n        state\n        zipcode\n      }\n    }\n  }\n"): typeof import('./graphql').PaymentCardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletBalance($clientId: ID) {\n    wallet(clientId: $clientId) {\n      clientId\n      balance\n      currencyCode\n    }\n  }\n"): typeof import('./graphql').WalletBalanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushPublicKey {\n    pushPublicKey\n  }\n"): typeof import('./graphql').PushPublicKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPushSubscription($input: PushSubscriptionInput!) {\n    registerPushSubscription(input: $input)\n  }\n"): typeof import('./graphql').RegisterPushSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePushSubscription($endpoint: String!) {\n    removePushSubscription(endpoint: $endpoint)\n  }\n"): typeof import('./graphql').RemovePushSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddClientAddress($clientId: ID!, $addressInput: AddressInput!, $defaultAddress: Boolean) {\n    addClientAddress(clientId: $clientId, addressInput: $addressInput, defaultAddress: $defaultAddress) {\n      id\n      addressLine1\n      addressLine2\n      city\n      state\n      country\n      zipcode\n      contact\n      instructions\n      isDefault\n    }\n  }\n"): typeof import('./graphql').AddClientAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressStates($countryCode: String!) {\n    states(countryCode: $countryCode) {\n      isoCode\n      name\n    }\n  }\n"): typeof import('./graphql').AddressStatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientAddresses($clientId: ID!) {\n    client(clientId: $clientId) {\n      id\n      clientAddresses {\n        id\n        addressLine1\n        addressLine2\n        city\n        state\n        country\n        zipcode\n        contact\n        instructions\n        isDefault\n      }\n    }\n  }\n"): typeof import('./graphql').ClientAddressesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveClientAddress($clientAddressId: ID!, $clientId: ID!) {\n    removeClientAddress(clientAddressId: $clientAddressId, clientId: $clientId)\n  }\n"): typeof import('./graphql').RemoveClientAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClientAddress($clientAddressId: ID!, $clientId: ID!, $addressInput: AddressInput!, $defaultAddress: Boolean) {\n    updateClientAddress(clientAddressId: $clientAddressId, clientId: $clientId, addressInput: $addressInput, defaultAddress: $defaultAddress) {\n      id\n      addressLine1\n      addressLine2\n      city\n      state\n      country\n      zipcode\n      contact\n      instructions\n      isDefault\n    }\n  }\n"): typeof import('./graphql').UpdateClientAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionCalendarLink($hcpSessionId: ID!) {\n    sessionCalendarLink(hcpSessionId: $hcpSessionId) {\n      url\n    }\n  }\n"): typeof import('./graphql').SessionCalendarLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsultObservers($id: ID!) {\n    hcpSession(HCPSessionId: $id) {\n      id\n      status\n      mode\n      observersAllowed\n    }\n  }\n"): typeof import('./graphql').ConsultObserversDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetConsultObservers($input: ConsultObserversInput!) {\n    setConsultObserversAllowed(input: $input) {\n      id\n      status\n      mode\n      observersAllowed\n    }\n  }\n"): typeof import('./graphql').SetConsultObserversDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceSummaryFields on PricingSummary {\n    currencyCode\n    items {\n      categoryId\n      categoryName\n      productId\n      productName\n      productType\n      feeBreakup {\n        entityName\n        entityType\n        amount\n        paid\n        unpaid\n      }\n    }\n    paymentSummary {\n      feeBreakupTotals {\n        entityName\n        entityType\n        amount\n      }\n      totals {\n        entityName\n        entityType\n        amount\n      }\n      totalAmount\n      totalPaid\n      totalUnpaid\n    }\n  }\n"): typeof import('./graphql').PriceSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProviderSetupFields on ProviderSetup {\n    travelFeeMinor\n    groupDiscountPercent\n    cancellationWindowHours\n    cancellationChargePercent\n    timezone\n    hours {\n      weekday\n      start\n      end\n    }\n    locations {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ProviderSetupFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutProviders($input: ProvidersInput!) {\n    providers(input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').CheckoutProvidersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutFreeTimes($input: AvailableSlotsInput!) {\n    freeTimes(input: $input) {\n      providers {\n        id\n        name\n      }\n      packedDays\n    }\n  }\n"): typeof import('./graphql').CheckoutFreeTimesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutHoldSlot($input: HoldSlotInput!) {\n    holdSlot(input: $input) {\n      id\n      startTime\n      holdExpiresAt\n      provider {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutHoldSlotDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutReleaseSlot($sessionId: ID!, $clientId: ID) {\n    releaseSlot(sessionId: $sessionId, clientId: $clientId)\n  }\n"): typeof import('./graphql').CheckoutReleaseSlotDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Timezones {\n    timezones {\n      name\n      label\n    }\n  }\n"): typeof import('./graphql').TimezonesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $proposedPassword: String!) {\n    resetPassword(currentPassword: $currentPassword, proposedPassword: $proposedPassword) {\n      success\n    }\n  }\n"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePaymentCard($id: ID!) {\n    deletePaymentCard(id: $id)\n  }\n"): typeof import('./graphql').DeletePaymentCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemGiftCard($input: RedeemGiftCardInput!) {\n    redeemGiftCard(input: $input) {\n      clientId\n      balance\n      currencyCode\n    }\n  }\n"): typeof import('./graphql').RedeemGiftCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultPaymentCard($id: ID!) {\n    setDefaultPaymentCard(id: $id) {\n      id\n      isDefault\n    }\n  }\n"): typeof import('./graphql').SetDefaultPaymentCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($clientId: ID!, $userInput: UserUpdateInput!) {\n    updateClient(clientId: $clientId, userInput: $userInput) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletHistory($clientId: ID, $limit: Int, $offset: Int) {\n    wallet(clientId: $clientId) {\n      clientId\n      currencyCode\n      entries(limit: $limit, offset: $offset) {\n        totalCount\n        hasMore\n        items {\n          id\n          amount\n          balanceAfter\n          reason\n          createdAt\n          orderDisplayId\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WalletHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAffiliates($businessId: ID!) {\n    adminAffiliates(businessId: $businessId) { id email firstName lastName code commissionBasisPoints signupCount orderCount createdAt }\n  }\n"): typeof import('./graphql').AdminAffiliatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateAffiliate($businessId: ID!, $input: AffiliateInput!, $idempotencyKey: ID!) {\n    adminCreateAffiliate(businessId: $businessId, input: $input, idempotencyKey: $idempotencyKey) { invitationSent affiliate { id code } }\n  }\n"): typeof import('./graphql').AdminCreateAffiliateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBusiness($businessId: ID!) {\n    adminBusiness(businessId: $businessId) {\n      id\n      organizationId\n      shortId\n      name\n      pictureUrl\n      tagline\n      customUrl\n      description\n      currencyCode\n      status\n      address {\n        addressLine1\n        addressLine2\n        city\n        state\n        country\n        zipcode\n      }\n      locationCount\n      categoryCount\n      productCount\n      staffCount\n    }\n  }\n"): typeof import('./graphql').AdminBusinessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBusinessProfile($businessId: ID!) {\n    adminBusinessProfile(businessId: $businessId) {\n      id\n      shortId\n      name\n      pictureUrl\n      tagline { en es fr pt }\n      description { en es fr pt }\n      customUrl\n      currencyCode\n      address { addressLine1 addressLine2 city state country zipcode }\n    }\n  }\n"): typeof import('./graphql').AdminBusinessProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateBusinessProfile($businessId: ID!, $input: AdminBusinessProfileInput!) {\n    adminUpdateBusinessProfile(businessId: $businessId, input: $input) { id name }\n  }\n"): typeof import('./graphql').AdminUpdateBusinessProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLocations($businessId: ID!) {\n    adminLocations(businessId: $businessId) {\n      id\n      shortId\n      name { en es fr pt }\n      address { addressLine1 addressLine2 city state country zipcode }\n      timezone\n      states\n      mode\n      isActive\n    }\n  }\n"): typeof import('./graphql').AdminLocationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateLocation($businessId: ID!, $input: AdminLocationInput!, $idempotencyKey: ID!) {\n    adminCreateLocation(businessId: $businessId, input: $input, idempotencyKey: $idempotencyKey) { id }\n  }\n"): typeof import('./graphql').AdminCreateLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateLocation($businessId: ID!, $id: ID!, $input: AdminLocationInput!) {\n    adminUpdateLocation(businessId: $businessId, id: $id, input: $input) { id }\n  }\n"): typeof import('./graphql').AdminUpdateLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFaqItems($businessId: ID!, $locale: String!) {\n    adminFaqItems(businessId: $businessId, locale: $locale) { id locale question answer sortOrder }\n  }\n"): typeof import('./graphql').AdminFaqItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateFaqItem($businessId: ID!, $input: AdminFaqItemInput!, $idempotencyKey: ID!) {\n    adminCreateFaqItem(businessId: $businessId, input: $input, idempotencyKey: $idempotencyKey) { id }\n  }\n"): typeof import('./graphql').AdminCreateFaqItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteFaqItem($businessId: ID!, $id: ID!) {\n    adminDeleteFaqItem(businessId: $businessId, id: $id)\n  }\n"): typeof import('./graphql').AdminDeleteFaqItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCategoryFields on AdminCategory {\n    id\n    code\n    name {\n      en\n      es\n      fr\n      pt\n    }\n    description {\n      en\n      es\n      fr\n      pt\n    }\n    status\n    sortOrder\n    medicationSelectionOptional\n    mutuallyExclusiveMedication\n    images {\n      url\n      type\n    }\n    productCount\n  }\n"): typeof import('./graphql').AdminCategoryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategories($businessId: ID!) {\n    adminCategories(businessId: $businessId) {\n      ...AdminCategoryFields\n    }\n  }\n"): typeof import('./graphql').AdminCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($businessId: ID!, $idempotencyKey: ID!, $input: AdminCategoryInput!) {\n    createCategory(businessId: $businessId, idempotencyKey: $idempotencyKey, input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n"): typeof import('./graphql').CreateCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($businessId: ID!, $id: ID!, $input: AdminCategoryInput!) {\n    updateCategory(businessId: $businessId, id: $id, input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n"): typeof import('./graphql').UpdateCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts($businessId: ID!) {\n    adminProducts(businessId: $businessId) {\n      id\n      name {\n        en\n        es\n        fr\n        pt\n      }\n      productType\n      status\n      categoryIds\n      locationCount\n      missingTranslations\n    }\n  }\n"): typeof import('./graphql').AdminProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductFields on AdminProduct {\n    id\n    name {\n      en\n      es\n      fr\n      pt\n    }\n    tagline {\n      en\n      es\n      fr\n      pt\n    }\n    description {\n      en\n      es\n      fr\n      pt\n    }\n    productType\n    status\n    shippingCost\n    images {\n      url\n      type\n    }\n    categoryIds\n    formIds\n    details\n    detailTranslations\n    locations {\n      locationId\n      locationName\n      offered\n      startingPrice\n      sortOrder\n    }\n    medication {\n      shippingCost\n      controlledSubstance\n      doseOptions {\n        id\n        dosageName\n        dose\n        doseUnit\n        sellingPrice\n      }\n    }\n    labTest {\n      sku\n      sellingPrice\n    }\n  }\n"): typeof import('./graphql').AdminProductFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProduct($businessId: ID!, $id: ID!) {\n    adminProduct(businessId: $businessId, id: $id) {\n      ...AdminProductFields\n    }\n  }\n"): typeof import('./graphql').AdminProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($businessId: ID!, $idempotencyKey: ID!, $input: AdminProductInput!) {\n    createProduct(businessId: $businessId, idempotencyKey: $idempotencyKey, input: $input) {\n      ...AdminProductFields\n    }\n  }\n"): typeof import('./graphql').CreateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($businessId: ID!, $id: ID!, $input: AdminProductInput!) {\n    updateProduct(businessId: $businessId, id: $id, input: $input) {\n      ...AdminProductFields\n    }\n  }\n"): typeof import('./graphql').UpdateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCatalogueLocations($businessId: ID!) {\n    adminCatalogueLocations(businessId: $businessId) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').AdminCatalogueLocationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminForms($businessId: ID!) {\n    adminForms(businessId: $businessId) {\n      id\n      name\n      type\n      status\n      updatedAt\n      versions {\n        id\n        version\n        currentFlag\n      }\n    }\n  }\n"): typeof import('./graphql').AdminFormsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminForm($id: ID!) {\n    adminForm(id: $id) {\n      id\n      name\n      description\n      type\n      status\n      versions {\n        id\n        version\n        currentFlag\n        createdAt\n        answerCount\n        schema\n        uiSchema\n        texts {\n          locale\n          name\n          description\n          texts\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateForm($input: CreateFormInput!) {\n    createForm(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishFormVersion($input: PublishFormVersionInput!) {\n    publishFormVersion(input: $input) {\n      id\n      version\n    }\n  }\n"): typeof import('./graphql').PublishFormVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFormStatus($input: SetFormStatusInput!) {\n    setFormStatus(input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').SetFormStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMoney($businessId: ID!) {\n    adminMoney(businessId: $businessId) {\n      businessId\n      currencyCode\n      platformFee\n      cancellationChargePercent\n      cancellationWindowHours\n      coupons {\n        id\n        code\n        savingType\n        savingValue\n        expiresAt\n      }\n      giftCards {\n        id\n        lastFour\n        issuedAmount\n        balance\n        currencyCode\n        redeemed\n        expiresAt\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').AdminMoneyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMoneySettings($input: MoneySettingsInput!) {\n    updateMoneySettings(input: $input) {\n      businessId\n      platformFee\n      cancellationChargePercent\n      cancellationWindowHours\n    }\n  }\n"): typeof import('./graphql').UpdateMoneySettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCoupon($input: CreateCouponInput!) {\n    createCoupon(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndCoupon($couponId: ID!) {\n    endCoupon(couponId: $couponId) {\n      id\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').EndCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueGiftCard($input: IssueGiftCardInput!) {\n    issueGiftCard(input: $input) {\n      id\n      cardNumber\n      lastFour\n      balance\n      currencyCode\n    }\n  }\n"): typeof import('./graphql').IssueGiftCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRefundable($businessId: ID!, $displayId: String!) {\n    adminRefundable(businessId: $businessId, displayId: $displayId) {\n      orderItemId\n      displayId\n      productName\n      status\n      currencyCode\n      paid\n      refunded\n      refundable\n    }\n  }\n"): typeof import('./graphql').AdminRefundableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundOrderItem($input: RefundOrderItemInput!) {\n    refundOrderItem(input: $input) {\n      id\n      refundAmount\n      refundFor\n      status\n    }\n  }\n"): typeof import('./graphql').RefundOrderItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPeople($businessId: ID!) {\n    adminPeople(businessId: $businessId) { userId email firstName lastName roles status }\n  }\n"): typeof import('./graphql').AdminPeopleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminInvitePerson($businessId: ID!, $input: StaffInviteInput!, $idempotencyKey: ID!) {\n    adminInvitePerson(businessId: $businessId, input: $input, idempotencyKey: $idempotencyKey) { invitationSent person { userId } }\n  }\n"): typeof import('./graphql').AdminInvitePersonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeactivatePerson($businessId: ID!, $userId: ID!) {\n    adminDeactivatePerson(businessId: $businessId, userId: $userId) { userId status }\n  }\n"): typeof import('./graphql').AdminDeactivatePersonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReactivatePerson($businessId: ID!, $userId: ID!) {\n    adminReactivatePerson(businessId: $businessId, userId: $userId) { userId status }\n  }\n"): typeof import('./graphql').AdminReactivatePersonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProviderSchedules($businessId: ID!) {\n    adminProviderSchedules(businessId: $businessId) {\n      providerId\n      displayName\n      timezone\n      status\n      hours { weekday start end }\n      locations { locationId mode }\n      categoryIds\n      timeOff { id startsAt endsAt reason }\n    }\n  }\n"): typeof import('./graphql').AdminProviderSchedulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetProviderSchedule($businessId: ID!, $providerId: ID!, $input: ProviderScheduleInput!) {\n    adminSetProviderSchedule(businessId: $businessId, providerId: $providerId, input: $input) { providerId }\n  }\n"): typeof import('./graphql').AdminSetProviderScheduleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddTimeOff($businessId: ID!, $providerId: ID!, $input: AdminTimeOffInput!) {\n    adminAddTimeOff(businessId: $businessId, providerId: $providerId, input: $input) { providerId }\n  }\n"): typeof import('./graphql').AdminAddTimeOffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveTimeOff($businessId: ID!, $id: ID!) {\n    adminRemoveTimeOff(businessId: $businessId, id: $id) { providerId }\n  }\n"): typeof import('./graphql').AdminRemoveTimeOffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLog($businessId: ID!, $kind: AuditKind, $page: Int) {\n    adminAuditLog(businessId: $businessId, kind: $kind, page: $page) {\n      totalCount\n      page\n      pageSize\n      nodes { id action createdAt actorEmail actorName targetType targetId details }\n    }\n  }\n"): typeof import('./graphql').AdminAuditLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminScheduleCategories($businessId: ID!) {\n    adminScheduleCategories(businessId: $businessId) { id name }\n  }\n"): typeof import('./graphql').AdminScheduleCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProviderApplications($businessId: ID!, $decided: Boolean) {\n    adminProviderApplications(businessId: $businessId, decided: $decided) {\n      email\n      firstName\n      lastName\n      planName\n      application {\n        id\n        status\n        kind\n        agreementVersion\n        agreementAcceptedAt\n        amountPaidMinor\n        currencyCode\n        paidAt\n        decidedAt\n        business {\n          currencyCode\n        }\n        setup {\n          ...ProviderSetupFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminProviderApplicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveProviderApplication($businessId: ID!, $applicationId: ID!) {\n    approveProviderApplication(businessId: $businessId, applicationId: $applicationId) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ApproveProviderApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineProviderApplication($businessId: ID!, $applicationId: ID!) {\n    declineProviderApplication(businessId: $businessId, applicationId: $applicationId) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').DeclineProviderApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWidgetSettings($businessId: ID!) {\n    adminWidgetSettings(businessId: $businessId) {\n      businessId\n      businessCode\n      allowedOrigins\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').AdminWidgetSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetWidgetOrigins($businessId: ID!, $origins: [String!]!) {\n    adminSetWidgetOrigins(businessId: $businessId, origins: $origins) {\n      businessId\n      businessCode\n      allowedOrigins\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').AdminSetWidgetOriginsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWorkflowCategories($businessId: ID!) {\n    adminWorkflowCategories(businessId: $businessId) {\n      id\n      code\n      name\n      workflowVersions {\n        id\n        version\n        workflowId\n        currentFlag\n        createdAt\n        feConfiguration\n      }\n    }\n  }\n"): typeof import('./graphql').AdminWorkflowCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishWorkflowVersion($input: PublishWorkflowInput!) {\n    publishWorkflowVersion(input: $input) {\n      id\n      version\n    }\n  }\n"): typeof import('./graphql').PublishWorkflowVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AffiliateDashboard {\n    affiliateDashboard {\n      id\n      code\n      businessName\n      landingPath\n      commissionBasisPoints\n      signupCount\n      orderCount\n      months { month currencyCode signupCount orderCount orderValue commission }\n      signups { id name createdAt confirmed }\n      orders { id displayId createdAt source currencyCode orderValue commission }\n    }\n  }\n"): typeof import('./graphql').AffiliateDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnswersStillOpen($ids: [ID!]) {\n    userResponses(filter: { ids: $ids }, limit: 1) {\n      nodes {\n        id\n        orderItemId\n      }\n    }\n  }\n"): typeof import('./graphql').AnswersStillOpenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssessmentProduct($id: ID!, $locationId: ID!) {\n    product(id: $id, locationId: $locationId) {\n      id\n      name\n      categories {\n        id\n        name\n      }\n      forms {\n        id\n        type\n      }\n      images {\n        url\n        type\n      }\n    }\n  }\n"): typeof import('./graphql').AssessmentProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreAssessmentForm($id: ID!, $locale: String) {\n    form(id: $id, locale: $locale) {\n      id\n      name\n      description\n      type\n      currentVersion {\n        id\n        version\n        schema\n        uiSchema\n      }\n    }\n  }\n"): typeof import('./graphql').PreAssessmentFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSignupAddress($clientId: ID!, $addressInput: AddressInput!, $defaultAddress: Boolean) {\n    addClientAddress(clientId: $clientId, addressInput: $addressInput, defaultAddress: $defaultAddress) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddSignupAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientSignupProgress($clientId: ID!) {\n    clientSignupProgress(clientId: $clientId) {\n      finished\n      identityGiven\n      addressGiven\n    }\n  }\n"): typeof import('./graphql').ClientSignupProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientSignup($password: String!, $userInput: UserInput!, $attribution: AttributionInput) {\n    clientSignup(password: $password, userInput: $userInput, attribution: $attribution) {\n      id\n      userId\n    }\n  }\n"): typeof import('./graphql').ClientSignupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmForgotPassword($email: String!, $code: String!, $password: String!) {\n    confirmForgotPassword(email: $email, code: $code, password: $password) {\n      success\n    }\n  }\n"): typeof import('./graphql').ConfirmForgotPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmUserSignUp($email: String!, $code: String!) {\n    confirmUserSignUp(email: $email, code: $code) {\n      success\n    }\n  }\n"): typeof import('./graphql').ConfirmUserSignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      refreshToken\n      idToken\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendConfirmationCode($email: String!) {\n    resendConfirmationCode(email: $email) {\n      success\n    }\n  }\n"): typeof import('./graphql').ResendConfirmationCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendForgotPasswordCode($email: String!) {\n    sendForgotPasswordCode(email: $email) {\n      success\n    }\n  }\n"): typeof import('./graphql').SendForgotPasswordCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query States($countryCode: String!) {\n    states(countryCode: $countryCode) {\n      isoCode\n      name\n    }\n  }\n"): typeof import('./graphql').StatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClientIdentity($clientId: ID!, $clientInput: ClientInput!) {\n    updateClient(clientId: $clientId, clientInput: $clientInput) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateClientIdentityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HoldBookingSlot($input: HoldSlotInput!) {\n    holdSlot(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').HoldBookingSlotDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookConsultation($input: BookConsultationInput!) {\n    bookConsultation(input: $input) {\n      success\n      orderItem {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').BookConsultationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingItem($id: ID!) {\n    orderItem(id: $id) {\n      id\n      displayId\n      orderId\n      status\n      productId\n      productName\n      productType\n      categoryId\n      categoryName\n      createdAt\n      programItemId\n      treatmentPlanStartDate\n      treatmentDecision {\n        status\n        decidedAt\n        declineReason\n        prescription {\n          id\n          medicationName\n          notes\n          currencyCode\n          directions {\n            id\n            position\n            dosageName\n            dose\n            doseUnit\n            route\n            frequencyEvery\n            frequencyTimeUnit\n            durationEvery\n            durationTimeUnit\n            sellingPrice\n          }\n        }\n      }\n      medicationOptions {\n        amountNow\n        shippingCost\n        creditFromCheckout\n        currencyCode\n        startingDirection {\n          id\n        }\n      }\n      medicationOrder {\n        id\n        status\n        cycle\n        bookingType\n        medicationName\n        amount\n        shippingCost\n        chargedAmount\n        currencyCode\n        paymentMethod\n        orderedAt\n        shippedAt\n        deliveredAt\n        deliveryConfirmedAt\n        missingReportedAt\n        failureReason\n        failureCode\n        shippingAddress {\n          id\n          addressLine1\n          addressLine2\n          city\n          state\n          zipcode\n          country\n        }\n        direction {\n          id\n          dosageName\n          dose\n          doseUnit\n          route\n          frequencyEvery\n          frequencyTimeUnit\n          durationEvery\n          durationTimeUnit\n          sellingPrice\n        }\n      }\n      autoRenewal {\n        enabled\n        canChange\n        nextRenewalAt\n        nextAmount\n        currencyCode\n        requiresReapproval\n        nextDirection {\n          id\n          dosageName\n          dose\n          doseUnit\n          route\n          frequencyEvery\n          frequencyTimeUnit\n          durationEvery\n          durationTimeUnit\n          sellingPrice\n        }\n        lastRenewal {\n          status\n          at\n          amount\n          orderItemId\n          message\n        }\n      }\n      consultationDetail {\n        HCPId\n        HCPSessionId\n        HCPName\n        HCPProfileImg\n        scheduleDateTimeUTC\n        sessionStatus\n        rescheduleCutOffTime\n        canJoin\n        canReschedule\n        canCancel\n      }\n      labTest {\n        status\n        sku\n        collectorName\n        startsAt\n        reportAvailable\n        place {\n          kind\n          name\n          addressLine1\n          addressLine2\n          city\n          state\n          zipcode\n          instructions\n        }\n      }\n      orderItemConsults {\n        hcpSessionId\n        hcpSessionDisplayId\n        status\n        mode\n        scheduleDateTimeUTC\n        endDateTimeUTC\n      }\n      cancellationQuote {\n        allowed\n        currencyCode\n        percentage\n        windowHours\n        withinWindow\n        chargeAmount\n        refundToWallet\n      }\n      shipments {\n        id\n        carrier\n        trackingNumber\n        trackingUrl\n        status\n        shippedAt\n        deliveredAt\n      }\n      order {\n        id\n        displayId\n        businessLocationId\n        businessLocationName\n        currencyCode\n        orderPricingSummary {\n          currencyCode\n          refunds {\n            id\n            orderItemId\n            refundAmount\n            refundFor\n            status\n          }\n        }\n        shippingAddress {\n          id\n          addressLine1\n          addressLine2\n          city\n          state\n          zipcode\n          country\n        }\n        billingAddress {\n          id\n          addressLine1\n          addressLine2\n          city\n          state\n          zipcode\n          country\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BookingItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingOrder($orderId: ID!) {\n    order(orderId: $orderId) {\n      id\n      displayId\n      createdAt\n      currencyCode\n      businessName\n      businessLocationName\n      orderItems {\n        id\n        displayId\n        status\n        productName\n        productType\n        createdAt\n        programItemId\n        treatmentDecision {\n          status\n        }\n        consultationDetail {\n          HCPSessionId\n          HCPName\n          scheduleDateTimeUTC\n          sessionStatus\n          canJoin\n          canReschedule\n          canCancel\n        }\n      }\n      orderPricingSummary {\n        ...PriceSummaryFields\n        items {\n          orderItemId\n        }\n        paymentSummary {\n          preAuthorized\n          releasedOnCancel\n        }\n        refunds {\n          id\n          orderItemId\n          refundAmount\n          refundFor\n          refundReason\n          message\n          status\n          createdAt\n          updatedAt\n        }\n      }\n      shippingAddress {\n        id\n        addressLine1\n        addressLine2\n        city\n        state\n        zipcode\n        country\n      }\n      billingAddress {\n        id\n        addressLine1\n        addressLine2\n        city\n        state\n        zipcode\n        country\n      }\n    }\n  }\n"): typeof import('./graphql').BookingOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingsList($limit: Int, $after: String, $before: String, $last: Int, $filter: OrderFilter) {\n    orders(limit: $limit, after: $after, before: $before, last: $last, filter: $filter) {\n      totalCount\n      pageInfo {\n        startCursor\n        endCursor\n        hasNextPage\n        hasPreviousPage\n      }\n      edges {\n        cursor\n        node {\n          id\n          displayId\n          orderId\n          status\n          productName\n          productType\n          createdAt\n          programItemId\n          treatmentDecision {\n            status\n          }\n          consultationDetail {\n            HCPSessionId\n            HCPName\n            scheduleDateTimeUTC\n            sessionStatus\n            canJoin\n            canReschedule\n            canCancel\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BookingsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBooking($input: CancelOrderItemInput!) {\n    cancelOrderItem(input: $input) {\n      success\n      orderItem {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').CancelBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LabDocumentLink($orderItemId: ID!, $kind: LabDocumentKind!) {\n    labDocumentLink(orderItemId: $orderItemId, kind: $kind) {\n      url\n    }\n  }\n"): typeof import('./graphql').LabDocumentLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Rebook($input: RebookInput!) {\n    rebook(input: $input) {\n      success\n      orderItem {\n        id\n        orderId\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').RebookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMedicationOrder($input: CreateMedicationOrderInput!) {\n    createMedicationOrder(input: $input) {\n      success\n      message\n      orderItem {\n        id\n        orderId\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').CreateMedicationOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTreatmentPlan($input: StartTreatmentPlanInput!) {\n    startTreatmentPlan(input: $input) {\n      id\n      status\n      treatmentPlanStartDate\n    }\n  }\n"): typeof import('./graphql').StartTreatmentPlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAutoRenew($input: SetAutoRenewInput!) {\n    setAutoRenew(input: $input) {\n      id\n      autoRenewal {\n        enabled\n        canChange\n      }\n    }\n  }\n"): typeof import('./graphql').SetAutoRenewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgramItem($id: ID!) {\n    orderItem(id: $id) {\n      id\n      orderId\n      displayId\n      productName\n    }\n  }\n"): typeof import('./graphql').ProgramItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartPrices($locationId: ID!) {\n    productsByLocation(locationId: $locationId) {\n      id\n      shippingCost\n      productLocations {\n        id\n        startingPrice\n        currencyCode\n      }\n    }\n  }\n"): typeof import('./graphql').CartPricesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryWorkflow($categoryId: ID!) {\n    workflow(id: $categoryId) {\n      id\n      currentFlag\n      feConfiguration\n    }\n  }\n"): typeof import('./graphql').CategoryWorkflowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartClientAddress($clientId: ID!) {\n    client(clientId: $clientId) {\n      id\n      clientAddresses {\n        id\n        state\n        isDefault\n      }\n    }\n  }\n"): typeof import('./graphql').CartClientAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ValidateDuplicateOrder($categoryId: ID!, $clientId: ID!, $productId: ID!) {\n    validateDuplicateOrder(categoryId: $categoryId, clientId: $clientId, productId: $productId) {\n      isDuplicate\n      existingOrderItem {\n        id\n        displayId\n        orderId\n        productId\n        productName\n        status\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').ValidateDuplicateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryByLocation($locationId: ID!) {\n    categoryByLocation(locationId: $locationId) {\n      id\n      name\n      description\n      sortOrder\n      images {\n        url\n        type\n      }\n    }\n  }\n"): typeof import('./graphql').CategoryByLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Product($id: ID!, $locationId: ID!) {\n    product(id: $id, locationId: $locationId) {\n      id\n      name\n      tagline\n      description\n      details\n      productType\n      shippingCost\n      images {\n        url\n        type\n      }\n      categories {\n        id\n        name\n      }\n      forms {\n        id\n        type\n      }\n      productLocations {\n        id\n        locationId\n        startingPrice\n        currencyCode\n        sortOrder\n        images {\n          url\n          type\n        }\n      }\n      medicationProduct {\n        id\n        shippingCost\n        controlledSubstance\n      }\n      labTestProduct {\n        id\n        sku\n        sellingPrice\n      }\n    }\n  }\n"): typeof import('./graphql').ProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsByLocation($locationId: ID!) {\n    productsByLocation(locationId: $locationId) {\n      id\n      name\n      tagline\n      productType\n      images {\n        url\n        type\n      }\n      categories {\n        id\n      }\n      productLocations {\n        id\n        startingPrice\n        currencyCode\n        sortOrder\n        images {\n          url\n          type\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ProductsByLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutQuote($input: OrderPricingSummaryInput!) {\n    orderPricingSummary(input: $input) {\n      ...PriceSummaryFields\n      items {\n        hasHCPApproval\n      }\n      paymentSummary {\n        preAuthorized\n        alreadyCharged\n        giftCardApplied\n        walletApplied\n        cardAmount\n      }\n      refunds {\n        id\n        message\n        orderItemId\n        refundAmount\n        refundFor\n        refundReason\n        status\n        createdAt\n        updatedAt\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      success\n      message\n      replayed\n      order {\n        id\n        displayId\n      }\n    }\n  }\n"): typeof import('./graphql').PlaceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlacedOrder($orderId: ID!) {\n    order(orderId: $orderId) {\n      id\n      displayId\n      createdAt\n      businessName\n      businessLocationName\n      paymentMethod\n      orderItems {\n        id\n        displayId\n        productName\n        productType\n        categoryName\n        status\n        consultationDetail {\n          HCPSessionId\n          HCPName\n          scheduleDateTimeUTC\n        }\n      }\n      orderPricingSummary {\n        ...PriceSummaryFields\n        items {\n          hasHCPApproval\n        }\n        paymentSummary {\n          preAuthorized\n          alreadyCharged\n          giftCardApplied\n          walletApplied\n          cardAmount\n        }\n        refunds {\n          id\n          message\n          orderItemId\n          refundAmount\n          refundFor\n          refundReason\n          status\n          createdAt\n          updatedAt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PlacedOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaqItems($businessId: ID!, $locale: String!) {\n    faqItems(businessId: $businessId, locale: $locale) {\n      id\n      question\n      answer\n      sortOrder\n    }\n  }\n"): typeof import('./graphql').FaqItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkMedicationOrderPreparing($input: MedicationOrderRefInput!) {\n    markMedicationOrderPreparing(input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').MarkMedicationOrderPreparingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShipMedicationOrder($input: ShipMedicationOrderInput!) {\n    shipMedicationOrder(input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ShipMedicationOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkMedicationOrderDelivered($input: MedicationOrderRefInput!) {\n    markMedicationOrderDelivered(input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').MarkMedicationOrderDeliveredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FulfilmentQueue($filter: FulfilmentFilter, $limit: Int, $offset: Int) {\n    medicationOrdersToFulfil(filter: $filter, limit: $limit, offset: $offset) {\n      totalCount\n      nodes {\n        orderItemDisplayId\n        productName\n        clientName\n        clientEmail\n        clientPhone\n        shipping {\n          addressLine1\n          addressLine2\n          city\n          state\n          zipcode\n        }\n        shipments {\n          id\n          carrier\n          trackingNumber\n          trackingUrl\n          shippedAt\n        }\n        medicationOrder {\n          id\n          status\n          cycle\n          bookingType\n          medicationName\n          orderedAt\n          preparingAt\n          shippedAt\n          deliveredAt\n          missingReportedAt\n          direction {\n            dosageName\n            dose\n            doseUnit\n            route\n            frequencyEvery\n            frequencyTimeUnit\n            durationEvery\n            durationTimeUnit\n            sellingPrice\n            costToBusiness\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FulfilmentQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveTreatment($input: ApproveTreatmentInput!) {\n    approveTreatment(input: $input) {\n      id\n      hasHCPApproval\n    }\n  }\n"): typeof import('./graphql').ApproveTreatmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HcpSessionClient($id: ID!) {\n    hcpSession(HCPSessionId: $id) {\n      id\n      clientId\n    }\n  }\n"): typeof import('./graphql').HcpSessionClientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HcpClientProgress($clientId: ID!, $readings: Int, $records: Int) {\n    metricReadings(filter: { clientId: $clientId, metricType: WEIGHT }, sort: [{ field: recordedAt, direction: desc }], limit: $readings) {\n      totalCount\n      nodes {\n        id\n        unit\n        value\n        valueKg\n        recordedAt\n      }\n    }\n    weeklyProgress(filter: { clientId: $clientId }, limit: $records) {\n      totalCount\n      nodes {\n        id\n        weight\n        weightUnit\n        weightKg\n        feeling\n        dosage\n        administeredBy\n        recordedOn\n      }\n    }\n  }\n"): typeof import('./graphql').HcpClientProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSession($input: VideoCallInput!) {\n    completeSession(input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').CompleteSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineTreatment($input: DeclineTreatmentInput!) {\n    declineTreatment(input: $input) {\n      id\n      hasHCPApproval\n    }\n  }\n"): typeof import('./graphql').DeclineTreatmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HcpSession($id: ID!) {\n    hcpSession(HCPSessionId: $id) {\n      id\n      displayId\n      startTime\n      endTime\n      status\n      mode\n      canJoin\n      productId\n      locationId\n      coveringFor\n      client {\n        firstName\n        lastName\n        dob\n        gender\n        email\n        phone\n      }\n      orderItem {\n        id\n        displayId\n        productName\n        categoryName\n        status\n        treatmentDecision {\n          status\n          decidedAt\n          declineReason\n          prescription {\n            medicationName\n            currencyCode\n            notes\n            approvalDate\n            directions {\n              id\n              dosageName\n              dose\n              doseUnit\n              route\n              frequencyEvery\n              frequencyTimeUnit\n              durationEvery\n              durationTimeUnit\n              sellingPrice\n              costToBusiness\n            }\n          }\n        }\n      }\n      answers {\n        id\n        formName\n        formSchema\n        formUiSchema\n        answers\n        isHCPReviewed\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').HcpSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HcpSessions($filter: HcpSessionsFilter!) {\n    hcpSessions(filter: $filter) {\n      id\n      displayId\n      startTime\n      endTime\n      status\n      mode\n      canJoin\n      client {\n        firstName\n        lastName\n      }\n      orderItem {\n        id\n        productName\n      }\n    }\n  }\n"): typeof import('./graphql').HcpSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAnswersReviewed($input: OrderItemRefInput!) {\n    markAnswersReviewed(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').MarkAnswersReviewedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkSessionNoShow($input: MarkSessionNoShowInput!) {\n    markSessionNoShow(input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').MarkSessionNoShowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveRenewal($input: ApproveRenewalInput!) {\n    approveRenewal(input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ApproveRenewalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineRenewal($input: DeclineRenewalInput!) {\n    declineRenewal(input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').DeclineRenewalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RenewalsAwaitingApproval {\n    renewalsAwaitingApproval {\n      orderItemId\n      orderItemDisplayId\n      clientName\n      medicationName\n      cycle\n      amount\n      currencyCode\n      dueAt\n      requestedAt\n      direction {\n        id\n        dosageName\n        dose\n        doseUnit\n        route\n        frequencyEvery\n        frequencyTimeUnit\n        durationEvery\n        durationTimeUnit\n        sellingPrice\n        costToBusiness\n      }\n    }\n  }\n"): typeof import('./graphql').RenewalsAwaitingApprovalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionCurrency($productId: ID!, $locationId: ID!) {\n    product(id: $productId, locationId: $locationId) {\n      id\n      productLocations {\n        locationId\n        currencyCode\n      }\n    }\n  }\n"): typeof import('./graphql').SessionCurrencyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeLabTestStatus($orderItemId: ID!, $status: LabTestMove!) {\n    changeLabTestStatus(orderItemId: $orderItemId, status: $status) {\n      orderItemId\n      status\n    }\n  }\n"): typeof import('./graphql').ChangeLabTestStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LabReportUploadLink($orderItemId: ID!) {\n    labReportUploadLink(orderItemId: $orderItemId) {\n      url\n    }\n  }\n"): typeof import('./graphql').LabReportUploadLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CollectorRequisitionLink($orderItemId: ID!) {\n    labDocumentLink(orderItemId: $orderItemId, kind: REQUISITION) {\n      url\n    }\n  }\n"): typeof import('./graphql').CollectorRequisitionLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LabVisits($from: String!, $to: String!) {\n    labVisits(from: $from, to: $to) {\n      orderItemId\n      orderItemDisplayId\n      status\n      clientName\n      clientPhone\n      productName\n      sku\n      sessionDisplayId\n      startsAt\n      endsAt\n      timezone\n      hasReport\n      place {\n        kind\n        name\n        addressLine1\n        addressLine2\n        city\n        state\n        zipcode\n        country\n        instructions\n      }\n    }\n  }\n"): typeof import('./graphql').LabVisitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearBusiness($shortId: String!) {\n    decodeBusiness(shortId: $shortId) {\n      id\n      shortId\n      name\n      pictureUrl\n      tagline\n      description\n      organizationId\n      supportEmail\n      supportPhone\n    }\n  }\n"): typeof import('./graphql').NearBusinessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationsByLatLong($businessId: ID!, $latitude: Float!, $longitude: Float!, $radius: Int!) {\n    businessLocationsByLatLong(businessId: $businessId, latitude: $latitude, longitude: $longitude, radius: $radius) {\n      id\n      shortId\n      name\n      addressLine1\n      addressLine2\n      city\n      addressState\n      zipcode\n      country\n      states\n      distanceKm\n    }\n  }\n"): typeof import('./graphql').LocationsByLatLongDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationsByState($businessId: ID!, $state: String!, $city: String, $zipcode: String) {\n    businessLocationsByState(businessId: $businessId, state: $state, city: $city, zipcode: $zipcode) {\n      id\n      shortId\n      name\n      addressLine1\n      addressLine2\n      city\n      addressState\n      zipcode\n      country\n      states\n      distanceKm\n    }\n  }\n"): typeof import('./graphql').LocationsByStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationStates($countryCode: String!) {\n    states(countryCode: $countryCode) {\n      isoCode\n      name\n    }\n  }\n"): typeof import('./graphql').LocationStatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {\n    markNotificationsRead(ids: $ids, all: $all)\n  }\n"): typeof import('./graphql').MarkNotificationsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      kind\n      title\n      body\n      link\n      callSessionId\n      createdAt\n      readAt\n    }\n  }\n"): typeof import('./graphql').NotificationAddedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($limit: Int, $offset: Int) {\n    notifications(limit: $limit, offset: $offset) {\n      totalCount\n      unreadCount\n      nodes {\n        id\n        kind\n        title\n        body\n        link\n        callSessionId\n        createdAt\n        readAt\n      }\n    }\n  }\n"): typeof import('./graphql').NotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): typeof import('./graphql').UnreadNotificationCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderSignupInfo($businessCode: String!) {\n    providerSignupInfo(businessCode: $businessCode) {\n      business {\n        id\n        name\n        shortId\n      }\n      plans {\n        id\n        code\n        name\n        description\n        priceMinor\n        currencyCode\n        period\n      }\n      agreement {\n        version\n        title\n        body\n      }\n    }\n  }\n"): typeof import('./graphql').ProviderSignupInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderSignup($input: ProviderSignupInput!, $password: String!) {\n    providerSignup(input: $input, password: $password) {\n      applicationId\n      userId\n    }\n  }\n"): typeof import('./graphql').ProviderSignupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProviderApplicationFields on ProviderApplication {\n    id\n    status\n    kind\n    business {\n      id\n      name\n      shortId\n      currencyCode\n    }\n    plan {\n      id\n      name\n      priceMinor\n      currencyCode\n      period\n    }\n    agreementVersion\n    agreementAcceptedAt\n    amountPaidMinor\n    currencyCode\n    cardLastFour\n    paidAt\n    currentAgreement {\n      version\n      title\n      body\n    }\n    gateway {\n      clientKey\n      tokenizeUrl\n    }\n    setupOptions {\n      locations {\n        id\n        name\n      }\n      categories {\n        id\n        name\n      }\n    }\n    setup {\n      ...ProviderSetupFields\n    }\n  }\n"): typeof import('./graphql').ProviderApplicationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProviderApplications {\n    myProviderApplications {\n      ...ProviderApplicationFields\n    }\n  }\n"): typeof import('./graphql').MyProviderApplicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptProviderAgreement($applicationId: ID!, $version: Int!) {\n    acceptProviderAgreement(applicationId: $applicationId, version: $version) {\n      ...ProviderApplicationFields\n    }\n  }\n"): typeof import('./graphql').AcceptProviderAgreementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayProviderPlan($applicationId: ID!, $token: String!, $idempotencyKey: ID!) {\n    payProviderPlan(applicationId: $applicationId, token: $token, idempotencyKey: $idempotencyKey) {\n      ...ProviderApplicationFields\n    }\n  }\n"): typeof import('./graphql').PayProviderPlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProviderSetup($applicationId: ID!, $input: ProviderSetupInput!) {\n    saveProviderSetup(applicationId: $applicationId, input: $input) {\n      ...ProviderApplicationFields\n    }\n  }\n"): typeof import('./graphql').SaveProviderSetupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderConfirmSignUp($email: String!, $code: String!) {\n    confirmUserSignUp(email: $email, code: $code) {\n      success\n    }\n  }\n"): typeof import('./graphql').ProviderConfirmSignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderResendCode($email: String!) {\n    resendConfirmationCode(email: $email) {\n      success\n    }\n  }\n"): typeof import('./graphql').ProviderResendCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      refreshToken\n      idToken\n    }\n  }\n"): typeof import('./graphql').ProviderLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformOrganizations {\n    platformOrganizations {\n      id\n      name\n      billerName\n      businesses {\n        id\n        shortId\n        name\n        currencyCode\n        admins {\n          userId\n          email\n          firstName\n          lastName\n          status\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PlatformOrganizationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlatformCreateOrganization($input: PlatformOrganizationInput!, $idempotencyKey: ID!) {\n    platformCreateOrganization(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"): typeof import('./graphql').PlatformCreateOrganizationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlatformCreateBusiness($input: PlatformBusinessInput!, $idempotencyKey: ID!) {\n    platformCreateBusiness(input: $input, idempotencyKey: $idempotencyKey) {\n      invitationSent\n      business {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').PlatformCreateBusinessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformProviderPlans {\n    platformProviderPlans {\n      id\n      code\n      name\n      description\n      priceMinor\n      currencyCode\n      period\n      status\n      sortOrder\n    }\n    platformProviderAgreements {\n      id\n      version\n      title\n      body\n      publishedAt\n    }\n  }\n"): typeof import('./graphql').PlatformProviderPlansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlatformCreateProviderPlan($input: ProviderPlanInput!, $idempotencyKey: ID!) {\n    platformCreateProviderPlan(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"): typeof import('./graphql').PlatformCreateProviderPlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlatformUpdateProviderPlan($id: ID!, $input: ProviderPlanInput!) {\n    platformUpdateProviderPlan(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').PlatformUpdateProviderPlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlatformPublishProviderAgreement($input: ProviderAgreementInput!, $idempotencyKey: ID!) {\n    platformPublishProviderAgreement(input: $input, idempotencyKey: $idempotencyKey) {\n      version\n    }\n  }\n"): typeof import('./graphql').PlatformPublishProviderAgreementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgressReadings($limit: Int) {\n    metricReadings(filter: { metricType: WEIGHT }, sort: [{ field: recordedAt, direction: desc }], limit: $limit) {\n      totalCount\n      packedNodes\n    }\n  }\n"): typeof import('./graphql').ProgressReadingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WeeklyProgressList($limit: Int, $orderItemId: ID) {\n    weeklyProgress(filter: { orderItemId: $orderItemId }, limit: $limit) {\n      totalCount\n      nodes {\n        id\n        orderItemId\n        weight\n        weightUnit\n        weightKg\n        feeling\n        dosage\n        administeredBy\n        recordedOn\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').WeeklyProgressListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReceptionCreateClient($input: ReceptionClientInput!, $idempotencyKey: ID!) {\n    receptionCreateClient(input: $input, idempotencyKey: $idempotencyKey) {\n      outcome\n      invitationSent\n      replayed\n      client {\n        ...ReceptionClientFields\n      }\n    }\n  }\n"): typeof import('./graphql').ReceptionCreateClientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskAssessmentService($id: ID!, $locationId: ID!) {\n    product(id: $id, locationId: $locationId) {\n      id\n      name\n      categories {\n        id\n      }\n      forms {\n        id\n        type\n      }\n    }\n  }\n"): typeof import('./graphql').DeskAssessmentServiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskAssessmentForm($id: ID!, $locale: String) {\n    form(id: $id, locale: $locale) {\n      id\n      name\n      description\n      currentVersion {\n        id\n        schema\n        uiSchema\n      }\n    }\n  }\n"): typeof import('./graphql').DeskAssessmentFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskBookingRowFields on OrderItem {\n    id\n    displayId\n    productName\n    productType\n    status\n    createdAt\n    order {\n      id\n      displayId\n      clientId\n      visit\n      bookedThrough\n      businessLocationName\n    }\n    consultationDetail {\n      HCPSessionId\n      HCPName\n      scheduleDateTimeUTC\n      sessionStatus\n    }\n  }\n"): typeof import('./graphql').DeskBookingRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskBooking($id: ID!) {\n    receptionBooking(id: $id) {\n      ...DeskBookingRowFields\n      categoryName\n      order {\n        id\n        createdAt\n        currencyCode\n        paymentMethod\n        visitAddressId\n        orderPricingSummary {\n          ...PriceSummaryFields\n          paymentSummary {\n            preAuthorized\n            cardHold\n            beyondHold\n          }\n        }\n      }\n      orderItemConsults {\n        hcpSessionId\n        hcpSessionDisplayId\n        status\n        mode\n        scheduleDateTimeUTC\n        hcpUser {\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DeskBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskBookings($search: String, $stage: BookingTab, $clientId: ID, $page: Int) {\n    receptionBookings(search: $search, stage: $stage, clientId: $clientId, page: $page) {\n      totalCount\n      nodes {\n        ...DeskBookingRowFields\n      }\n    }\n  }\n"): typeof import('./graphql').DeskBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskConsult($id: ID!) {\n    receptionConsult(hcpSessionId: $id) {\n      clientName\n      clientInCall\n      providerInCall\n      session {\n        id\n        displayId\n        status\n        mode\n        startTime\n        endTime\n        clientId\n        provider {\n          id\n          name\n        }\n        orderItemId\n        canJoin\n        observersAllowed\n      }\n    }\n  }\n"): typeof import('./graphql').DeskConsultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskCreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      success\n      replayed\n      order {\n        id\n        displayId\n        orderItems {\n          id\n          displayId\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DeskCreateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskQuote($input: OrderPricingSummaryInput!) {\n    orderPricingSummary(input: $input) {\n      ...PriceSummaryFields\n      paymentSummary {\n        cardHold\n        beyondHold\n      }\n    }\n  }\n"): typeof import('./graphql').DeskQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeskServices($locationId: ID!) {\n    productsByLocation(locationId: $locationId) {\n      id\n      name\n      tagline\n      productType\n      categories {\n        id\n        name\n      }\n      forms {\n        id\n        type\n      }\n      productLocations {\n        id\n        startingPrice\n        currencyCode\n        sortOrder\n      }\n    }\n  }\n"): typeof import('./graphql').DeskServicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientInvitation($token: String!) {\n    clientInvitation(token: $token) {\n      email\n      firstName\n      businessName\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').ClientInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPasswordFromInvitation($token: String!, $password: String!) {\n    setPasswordFromInvitation(token: $token, password: $password) {\n      success\n      email\n    }\n  }\n"): typeof import('./graphql').SetPasswordFromInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReceptionClientFields on ReceptionClient {\n    id\n    firstName\n    lastName\n    email\n    dob\n    gender\n    phoneCode\n    phone\n    timezone\n    heightCm\n    heightUnit\n    weight\n    weightUnit\n    status\n    createdAt\n    invitationExpiresAt\n    defaultAddress {\n      id\n      addressLine1\n      addressLine2\n      city\n      state\n      country\n      zipcode\n    }\n  }\n"): typeof import('./graphql').ReceptionClientFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceptionClient($id: ID!) {\n    receptionClient(id: $id) {\n      ...ReceptionClientFields\n    }\n  }\n"): typeof import('./graphql').ReceptionClientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceptionClients($search: String, $page: Int) {\n    receptionClients(search: $search, page: $page) {\n      totalCount\n      nodes {\n        ...ReceptionClientFields\n      }\n    }\n  }\n"): typeof import('./graphql').ReceptionClientsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceptionDesk {\n    receptionDesk {\n      businessId\n      businessShortId\n      businessName\n      currencyCode\n      locations {\n        id\n        shortId\n        name\n        timezone\n        states\n      }\n    }\n  }\n"): typeof import('./graphql').ReceptionDeskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReceptionUpdateClient($id: ID!, $input: ReceptionClientUpdateInput!) {\n    receptionUpdateClient(id: $id, input: $input) {\n      ...ReceptionClientFields\n    }\n  }\n"): typeof import('./graphql').ReceptionUpdateClientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReceptionResendInvitation($id: ID!) {\n    receptionResendInvitation(id: $id) {\n      ...ReceptionClientFields\n    }\n  }\n"): typeof import('./graphql').ReceptionResendInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveConsultationNow {\n    activeConsultation {\n      id\n      orderId\n      orderItemId\n      consult {\n        hcpSessionId\n        status\n        scheduleDateTimeUTC\n        consultationDetail {\n          HCPName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ActiveConsultationNowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndVideoCall($input: VideoCallInput!) {\n    endVideoCall(input: $input) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').EndVideoCallDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestFallbackProvider($input: VideoCallInput!) {\n    requestFallbackProvider(input: $input) {\n      status\n      retryInMs\n      noDoctorInMs\n      HCPName\n    }\n  }\n"): typeof import('./graphql').RequestFallbackProviderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendVideoSignal($input: SendVideoSignalInput!) {\n    sendVideoSignal(input: $input)\n  }\n"): typeof import('./graphql').SendVideoSignalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartVideoCall($input: VideoCallInput!) {\n    startVideoCall(input: $input) {\n      token\n      roomName\n      provider\n      identity\n      iceServers {\n        urls\n        username\n        credential\n      }\n      consultationDetails {\n        HCPSessionId\n        HCPId\n        fromUserId\n        toUserId\n        HCPName\n        clientName\n      }\n    }\n  }\n"): typeof import('./graphql').StartVideoCallDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription VideoSignals($roomName: String!, $token: String!) {\n    videoSignals(roomName: $roomName, token: $token) {\n      kind\n      payload\n      fromIdentity\n      fromName\n      toIdentity\n    }\n  }\n"): typeof import('./graphql').VideoSignalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ObserveVideoCall($input: VideoCallInput!) {\n    observeVideoCall(input: $input) {\n      token\n      roomName\n      provider\n      identity\n      iceServers {\n        urls\n        username\n        credential\n      }\n      consultationDetails {\n        HCPSessionId\n        HCPId\n        fromUserId\n        toUserId\n        HCPName\n        clientName\n      }\n    }\n  }\n"): typeof import('./graphql').ObserveVideoCallDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
