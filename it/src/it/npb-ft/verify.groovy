// FT of it/npb, class S: SUCCESSFUL plain, released on P = 1, 2, 3, 4 and 2x2, and under dynamic control with no
// diagnostics (npb-run.groovy); its data moves between a z-plane and a y distribution by remote-access copies.
programs = ['org.javadvm.npb.ft.FT']
return evaluate(new File(itSources, 'npb-run.groovy'))
