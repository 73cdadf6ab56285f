/**
 * Active consultations (001 §2.1): "Referrals with status active are counted as active
 * consultations". Referrals do not exist yet; issue 18 builds them. Until then the count is
 * honestly 0: replace this body with a count of the doctor's referrals whose status is
 * active once `referrals` lands (issue 18), and the dashboard shows it with no other change.
 */
export async function activeConsultations(_doctorId: string): Promise<number> {
  return 0;
}
