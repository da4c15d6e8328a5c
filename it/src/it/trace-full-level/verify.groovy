// FULL records the private scratch field t and the SUM variable norm inside their loops' bodies (kept there in
// locals by the woven code): t as a field (RD, BW, AW), norm as a reduction variable (RV_RD, RV_BW, RV_AW).
println 'placeholder'
