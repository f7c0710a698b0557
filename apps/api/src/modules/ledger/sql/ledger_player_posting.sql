-- One player posting applied to its locked balance row, written once for both of ledger_post's
-- paths: the balance moves by the amount and the turnover requirement by its wagering change
-- (ledger_wagering_after). The caller has checked the balance stays at zero or above.
CREATE OR REPLACE FUNCTION ledger_player_posting(account_id bigint, balance bigint,
  requirement bigint, target bigint, amount bigint, wagering_change bigint,
  OUT balance_after bigint, OUT wagering_applied bigint)
LANGUAGE plpgsql AS $$
DECLARE
  wagering record;
BEGIN
  wagering := ledger_wagering_after(requirement, target, wagering_change);
  balance_after := balance + amount;
  wagering_applied := wagering.applied;
  UPDATE ledger_accounts SET balance_minor = balance_after,
      wagering_remaining_minor = wagering.remaining_after, wagering_target_minor = wagering.target_after
    WHERE id = account_id;
END $$;
