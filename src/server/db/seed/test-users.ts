/** The two test accounts of spec section 4 (signed in through /api/test-login). */
export const TEST_USERS = [
  {
    id: "admin_test_123",
    email: "admin@countinghouse.test",
    firstName: "Avery",
    lastName: "Admin",
    profileImageUrl: null,
    isAdmin: true,
  },
  {
    id: "customer_test_456",
    email: "customer@countinghouse.test",
    firstName: "Casey",
    lastName: "Morgan",
    profileImageUrl: null,
    isAdmin: false,
  },
] as const;
