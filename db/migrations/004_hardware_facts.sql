-- Schema version 4: what the market data needs (issue 15). A GPU says who it is built for and which
-- precisions it has no tensor cores for (so a 0 figure there is a fact, not a gap); a node type to buy says
-- its rack units, cooling, procurement lead time and whether its price is an assumption. After the columns,
-- the seed step adds the factory rows a catalog lacks and fills its empty cells, never replacing a value
-- the user set (db/seed.cpp).

ALTER TABLE gpus ADD COLUMN gpu_class TEXT NOT NULL DEFAULT ''
    CHECK (gpu_class IN ('', 'datacenter', 'workstation', 'consumer'));
ALTER TABLE gpus ADD COLUMN no_tensor_cores TEXT NOT NULL DEFAULT ''
    CHECK (replace(replace(replace(replace(no_tensor_cores, 'int8', ''), 'fp8', ''), 'fp4', ''), ';', '') = '');

ALTER TABLE node_types ADD COLUMN rack_units INTEGER CHECK (rack_units IS NULL OR rack_units > 0);
ALTER TABLE node_types ADD COLUMN cooling TEXT NOT NULL DEFAULT '' CHECK (cooling IN ('', 'air', 'liquid'));
ALTER TABLE node_types ADD COLUMN lead_time_weeks INTEGER CHECK (lead_time_weeks IS NULL OR lead_time_weeks >= 0);
ALTER TABLE node_types ADD COLUMN is_assumption INTEGER CHECK (is_assumption IS NULL OR is_assumption IN (0, 1));
