ALTER TABLE "bank_transactions" DROP CONSTRAINT "bank_transactions_organization_id_organizations_id_fk";
