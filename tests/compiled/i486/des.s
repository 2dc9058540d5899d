	.file	"des.c"
	.text
	.p2align 4
	.globl	des_f
	.type	des_f, @function
des_f:
.LFB0:
	.cfi_startproc
	pushl	%esi
	.cfi_def_cfa_offset 8
	.cfi_offset 6, -8
	pushl	%ebx
	.cfi_def_cfa_offset 12
	.cfi_offset 3, -12
	call	__x86.get_pc_thunk.cx
	addl	$_GLOBAL_OFFSET_TABLE_, %ecx
	movl	12(%esp), %edx
	movl	16(%esp), %eax
	movl	%edx, %ebx
	xorl	%eax, %ebx
	rorl	$4, %edx
	xorl	%eax, %edx
	movl	%ebx, %eax
	shrl	$8, %eax
	andl	$63, %eax
	movl	%ebx, %esi
	shrl	$16, %esi
	andl	$63, %esi
	movl	512+SPBOX@GOTOFF(%ecx,%eax,4), %eax
	xorl	1024+SPBOX@GOTOFF(%ecx,%esi,4), %eax
	leal	SPBOX@GOTOFF(%ecx), %ecx
	movl	%ebx, %esi
	andl	$63, %esi
	xorl	(%ecx,%esi,4), %eax
	shrl	$24, %ebx
	andl	$63, %ebx
	xorl	1536(%ecx,%ebx,4), %eax
	movl	%edx, %ebx
	andl	$63, %ebx
	xorl	256(%ecx,%ebx,4), %eax
	movl	%edx, %ebx
	shrl	$8, %ebx
	andl	$63, %ebx
	xorl	768(%ecx,%ebx,4), %eax
	movl	%edx, %ebx
	shrl	$16, %ebx
	andl	$63, %ebx
	xorl	1280(%ecx,%ebx,4), %eax
	shrl	$24, %edx
	andl	$63, %edx
	xorl	1792(%ecx,%edx,4), %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 8
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE0:
	.size	des_f, .-des_f
	.p2align 4
	.globl	des_rounds
	.type	des_rounds, @function
des_rounds:
.LFB1:
	.cfi_startproc
	pushl	%ebp
	.cfi_def_cfa_offset 8
	.cfi_offset 5, -8
	pushl	%edi
	.cfi_def_cfa_offset 12
	.cfi_offset 7, -12
	pushl	%esi
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	pushl	%ebx
	.cfi_def_cfa_offset 20
	.cfi_offset 3, -20
	movl	28(%esp), %eax
	movl	20(%esp), %edx
	movl	(%edx), %esi
	movl	4(%edx), %ebp
	testl	%eax, %eax
	jle	.L7
	movl	24(%esp), %ebx
	leal	(%ebx,%eax,4), %edi
	.p2align 4
	.p2align 3
.L6:
	movl	(%ebx), %eax
	pushl	%eax
	.cfi_def_cfa_offset 24
	pushl	%ebp
	.cfi_def_cfa_offset 28
	call	des_f
	popl	%edx
	.cfi_def_cfa_offset 24
	popl	%ecx
	.cfi_def_cfa_offset 20
	movl	%eax, %ecx
	movl	%ebp, %eax
	xorl	%esi, %ecx
	movl	%ecx, %ebp
	addl	$4, %ebx
	movl	%eax, %esi
	cmpl	%edi, %ebx
	jne	.L6
	movl	20(%esp), %edx
	movl	%ebp, (%edx)
	movl	%eax, 4(%edx)
	xorl	%ebp, %eax
	popl	%ebx
	.cfi_remember_state
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 12
	popl	%edi
	.cfi_restore 7
	.cfi_def_cfa_offset 8
	popl	%ebp
	.cfi_restore 5
	.cfi_def_cfa_offset 4
	ret
	.p2align 4
	.p2align 3
.L7:
	.cfi_restore_state
	movl	%esi, %eax
	movl	20(%esp), %edx
	movl	%ebp, (%edx)
	movl	%eax, 4(%edx)
	xorl	%ebp, %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 12
	popl	%edi
	.cfi_restore 7
	.cfi_def_cfa_offset 8
	popl	%ebp
	.cfi_restore 5
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE1:
	.size	des_rounds, .-des_rounds
	.p2align 4
	.globl	sbox_layer
	.type	sbox_layer, @function
sbox_layer:
.LFB2:
	.cfi_startproc
	pushl	%edi
	.cfi_def_cfa_offset 8
	.cfi_offset 7, -8
	pushl	%esi
	.cfi_def_cfa_offset 12
	.cfi_offset 6, -12
	pushl	%ebx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	call	__x86.get_pc_thunk.ax
	addl	$_GLOBAL_OFFSET_TABLE_, %eax
	movl	16(%esp), %esi
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	leal	S.1@GOTOFF(%eax), %ebx
	.p2align 4
	.p2align 3
.L11:
	movl	%esi, %eax
	shrl	%cl, %eax
	andl	$15, %eax
	xorl	%edx, %edx
	movb	(%ebx,%eax), %dl
	movl	%edx, %eax
	sall	%cl, %eax
	orl	%eax, %edi
	addl	$4, %ecx
	cmpl	$32, %ecx
	jne	.L11
	movl	%edi, %eax
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 12
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 8
	popl	%edi
	.cfi_restore 7
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE2:
	.size	sbox_layer, .-sbox_layer
	.p2align 4
	.globl	feistel16
	.type	feistel16, @function
feistel16:
.LFB3:
	.cfi_startproc
	pushl	%ebp
	.cfi_def_cfa_offset 8
	.cfi_offset 5, -8
	pushl	%edi
	.cfi_def_cfa_offset 12
	.cfi_offset 7, -12
	pushl	%esi
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	pushl	%ebx
	.cfi_def_cfa_offset 20
	.cfi_offset 3, -20
	subl	$8, %esp
	.cfi_def_cfa_offset 28
	call	__x86.get_pc_thunk.ax
	addl	$_GLOBAL_OFFSET_TABLE_, %eax
	movl	28(%esp), %edx
	movl	32(%esp), %edi
	movl	%edx, %esi
	shrl	$16, %esi
	andl	$65535, %edx
	movl	36(%esp), %ecx
	testl	%ecx, %ecx
	jle	.L17
	xorl	%ebx, %ebx
	leal	F.0@GOTOFF(%eax), %eax
	movl	%eax, 4(%esp)
	.p2align 4
	.p2align 3
.L16:
	movl	%ebx, %ebp
	andl	$15, %ebp
	movl	%edx, %eax
	movl	$16, %ecx
	subl	%ebp, %ecx
	movl	%edi, %edx
	sall	%cl, %edx
	movl	%edx, (%esp)
	movl	%edi, %edx
	movl	%ebp, %ecx
	shrl	%cl, %edx
	movl	%edx, %ecx
	movl	(%esp), %edx
	orl	%edx, %ecx
	xorl	%eax, %ecx
	andl	$15, %ecx
	leal	0(,%eax,8), %edx
	movl	%eax, %ebp
	shrl	$13, %ebp
	orl	%ebp, %edx
	movl	4(%esp), %ebp
	xorw	0(%ebp,%ecx,2), %dx
	andl	$65535, %edx
	xorl	%esi, %edx
	incl	%ebx
	movl	%eax, %esi
	cmpl	%ebx, 36(%esp)
	jne	.L16
	sall	$16, %eax
	orl	%edx, %eax
	addl	$8, %esp
	.cfi_remember_state
	.cfi_def_cfa_offset 20
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 12
	popl	%edi
	.cfi_restore 7
	.cfi_def_cfa_offset 8
	popl	%ebp
	.cfi_restore 5
	.cfi_def_cfa_offset 4
	ret
	.p2align 4
	.p2align 3
.L17:
	.cfi_restore_state
	movl	%esi, %eax
	sall	$16, %eax
	orl	%edx, %eax
	addl	$8, %esp
	.cfi_def_cfa_offset 20
	popl	%ebx
	.cfi_restore 3
	.cfi_def_cfa_offset 16
	popl	%esi
	.cfi_restore 6
	.cfi_def_cfa_offset 12
	popl	%edi
	.cfi_restore 7
	.cfi_def_cfa_offset 8
	popl	%ebp
	.cfi_restore 5
	.cfi_def_cfa_offset 4
	ret
	.cfi_endproc
.LFE3:
	.size	feistel16, .-feistel16
	.section	.rodata
	.align 32
	.type	F.0, @object
	.size	F.0, 32
F.0:
	.value	-25538
	.value	6919
	.value	-6958
	.value	23137
	.value	1016
	.value	-18523
	.value	27677
	.value	-10174
	.value	12176
	.value	29131
	.value	-23714
	.value	20007
	.value	-14668
	.value	3449
	.value	-27165
	.value	14351
	.align 4
	.type	S.1, @object
	.size	S.1, 16
S.1:
	.string	"\f\005\006\013\t"
	.ascii	"\n\r\003\016\017\b\004\007\001\002"
	.align 32
	.type	SPBOX, @object
	.size	SPBOX, 2048
SPBOX:
	.long	-517687750
	.long	-1952811861
	.long	1692513196
	.long	1525286
	.long	-223495249
	.long	-19443421
	.long	-1969991654
	.long	309664369
	.long	-1772667028
	.long	1189769617
	.long	332589661
	.long	-1649094863
	.long	-1911599592
	.long	-1639726530
	.long	646600380
	.long	-404622638
	.long	-289398801
	.long	1250731857
	.long	314303522
	.long	-1446120291
	.long	-57296526
	.long	1019234639
	.long	-1998600997
	.long	2027357145
	.long	-1927176593
	.long	1667760697
	.long	114124398
	.long	-367092050
	.long	10685227
	.long	1494033096
	.long	1474285602
	.long	379789103
	.long	-576818164
	.long	1893748195
	.long	1390295277
	.long	767136652
	.long	-422866584
	.long	138262651
	.long	1499626402
	.long	-724556407
	.long	-598943079
	.long	-1528497194
	.long	1213916473
	.long	-1958467673
	.long	-106377313
	.long	-349132302
	.long	1071401045
	.long	1811993854
	.long	-1518675567
	.long	928534549
	.long	-1777911368
	.long	1462773024
	.long	555061674
	.long	-147611782
	.long	525287316
	.long	-284837238
	.long	1389232800
	.long	-1043122611
	.long	1145208256
	.long	1958051741
	.long	-1282345474
	.long	147000905
	.long	1212760908
	.long	1681823964
	.long	1401760398
	.long	760131040
	.long	-425139527
	.long	-1526184186
	.long	284356530
	.long	-308957392
	.long	1443095081
	.long	1654404682
	.long	1861584992
	.long	549786652
	.long	-895716641
	.long	-600725700
	.long	-233031241
	.long	-797538462
	.long	331489999
	.long	-1528379070
	.long	-1005042939
	.long	1130897945
	.long	-1571876852
	.long	1234744651
	.long	-1190223693
	.long	-838454817
	.long	260533729
	.long	-1520655492
	.long	391399237
	.long	1747565563
	.long	-1249345968
	.long	-234468015
	.long	1310875751
	.long	1207873392
	.long	-804509320
	.long	-247234871
	.long	1306009860
	.long	1994930936
	.long	1196901955
	.long	1550925836
	.long	-93340492
	.long	-1294044344
	.long	-362877069
	.long	-1046347317
	.long	-1291910714
	.long	171637765
	.long	-487281192
	.long	-1631757921
	.long	-2074425256
	.long	2003138800
	.long	-686191251
	.long	809474263
	.long	-1484377627
	.long	1458472504
	.long	1125212332
	.long	-1885457682
	.long	1907955695
	.long	1004476397
	.long	-42355460
	.long	-1221824273
	.long	520094359
	.long	-183547138
	.long	-1774182890
	.long	634392119
	.long	-1496745028
	.long	-1100393725
	.long	354834919
	.long	490736554
	.long	-1700924496
	.long	-1181230747
	.long	365977400
	.long	-656583613
	.long	955555913
	.long	860295383
	.long	-85026983
	.long	682739771
	.long	660782304
	.long	1865291647
	.long	368415359
	.long	1358829026
	.long	-637434717
	.long	-1205359415
	.long	-93591338
	.long	1767638702
	.long	-658505942
	.long	-871416729
	.long	1543175526
	.long	-1903044883
	.long	1036629419
	.long	1692848821
	.long	1756729421
	.long	-1925709965
	.long	703423999
	.long	789196182
	.long	1034142090
	.long	-137966813
	.long	-84594126
	.long	-891760373
	.long	-809306217
	.long	-1220821265
	.long	-601756388
	.long	-775838083
	.long	1153493946
	.long	1866951489
	.long	-942784362
	.long	-196319112
	.long	1361694713
	.long	1913498066
	.long	566674281
	.long	-858232772
	.long	-97611085
	.long	660879215
	.long	-1866894645
	.long	1659501275
	.long	-337365950
	.long	-1058792332
	.long	775751137
	.long	1588409985
	.long	-137347745
	.long	-15791838
	.long	-616333097
	.long	-1065379301
	.long	1419809573
	.long	-1639573337
	.long	-150464562
	.long	1271139318
	.long	-1645249589
	.long	542274176
	.long	-1370819167
	.long	-282388962
	.long	821726634
	.long	1219517613
	.long	664697567
	.long	-260556515
	.long	472364208
	.long	-1131807512
	.long	-511504094
	.long	-146469167
	.long	-2055227810
	.long	87932676
	.long	-378426582
	.long	1585717536
	.long	-1901477264
	.long	1779743075
	.long	1512855583
	.long	-187317880
	.long	-797435718
	.long	-1098313555
	.long	251863683
	.long	20812394
	.long	-580783726
	.long	-1993619621
	.long	-908384037
	.long	885246427
	.long	-219583545
	.long	766338543
	.long	-1559729785
	.long	1763905019
	.long	454123285
	.long	781126380
	.long	898583973
	.long	1531704504
	.long	-1639961450
	.long	-511275361
	.long	989569045
	.long	-1847735735
	.long	973815395
	.long	-450273152
	.long	-300316772
	.long	61306313
	.long	1322929030
	.long	-218398157
	.long	-720777523
	.long	1993542661
	.long	-47754708
	.long	-80090563
	.long	163252546
	.long	2063391851
	.long	-817342797
	.long	1985272828
	.long	1213104201
	.long	-1866833622
	.long	1333175237
	.long	-87587326
	.long	1258267425
	.long	1843417580
	.long	-1671323070
	.long	-1390445418
	.long	322840528
	.long	793627250
	.long	1450962707
	.long	1487585599
	.long	287903321
	.long	749007656
	.long	-353049784
	.long	-1524180794
	.long	-1174741767
	.long	-1361824597
	.long	543773163
	.long	1087548641
	.long	-1130475898
	.long	-594006015
	.long	-1986538259
	.long	306438248
	.long	-1483456849
	.long	678961007
	.long	1495842309
	.long	-1813047471
	.long	1369765299
	.long	760001914
	.long	-946423317
	.long	97642110
	.long	450454737
	.long	-30891536
	.long	-1463006309
	.long	374887364
	.long	-1740937388
	.long	1860319932
	.long	520118950
	.long	2042743436
	.long	1386033732
	.long	1852624366
	.long	234862278
	.long	-1614388747
	.long	753264937
	.long	-1445938967
	.long	1735734895
	.long	-156344109
	.long	1815588009
	.long	-1376071816
	.long	1990400818
	.long	-1385206832
	.long	1119629466
	.long	1364020077
	.long	-63801123
	.long	-702961559
	.long	-2121546365
	.long	-566166818
	.long	-495972301
	.long	-290062072
	.long	-59384285
	.long	-1316871525
	.long	1341535763
	.long	-1347009623
	.long	-1616291512
	.long	612393480
	.long	821017448
	.long	937020809
	.long	-1015694051
	.long	-300758602
	.long	1403917988
	.long	-1105126087
	.long	759696570
	.long	-1221328779
	.long	-798112024
	.long	2125374640
	.long	-316226516
	.long	-2117566115
	.long	-1383179220
	.long	-1485436407
	.long	-1596703918
	.long	-797738707
	.long	1434867270
	.long	1989535169
	.long	-1885750729
	.long	-1556099752
	.long	134799954
	.long	-1676171757
	.long	1919663449
	.long	-1110218599
	.long	-926662695
	.long	-1462226810
	.long	2010930082
	.long	1772411702
	.long	-1433524041
	.long	-1668870117
	.long	-1374837639
	.long	1255386680
	.long	-578648078
	.long	585935052
	.long	1230706166
	.long	1465761924
	.long	116118370
	.long	-328070911
	.long	119376552
	.long	2136137740
	.long	1228752133
	.long	-768660309
	.long	-1057965642
	.long	788814069
	.long	659551736
	.long	-404506368
	.long	-2000822975
	.long	1370062251
	.long	-1114081787
	.long	-666273143
	.long	337379749
	.long	288726417
	.long	-226855278
	.long	698707974
	.long	1931184468
	.long	1141899724
	.long	-1055008552
	.long	987389627
	.long	1353564573
	.long	-77811822
	.long	-1149910939
	.long	1817533177
	.long	642332412
	.long	306208855
	.long	-686071502
	.long	-594351828
	.long	-1219356905
	.long	1134638127
	.long	-1044893411
	.long	887466192
	.long	-1107104305
	.long	-1797980590
	.long	1758052477
	.long	1208962014
	.long	-1880115228
	.long	1534224077
	.long	-489525736
	.long	1295387536
	.long	80608242
	.long	-842063029
	.long	493659288
	.long	-1241256825
	.long	-1174519666
	.long	1276688217
	.long	75824672
	.long	-212417664
	.long	1341920371
	.long	1664109450
	.long	577170410
	.long	476141703
	.long	-649739041
	.long	1511821872
	.long	-1023134275
	.long	-205169692
	.long	1334247608
	.long	1570421104
	.long	1545812330
	.long	1522727245
	.long	-1199559496
	.long	536425555
	.long	387601834
	.long	-397912867
	.long	-1197264076
	.long	108942998
	.long	1496508608
	.long	-2122862475
	.long	-1738779927
	.long	1378748105
	.long	-870671886
	.long	2075548256
	.long	-1346747971
	.long	373284123
	.long	1577431413
	.long	-314062496
	.long	-1726764555
	.long	1770161027
	.long	128782394
	.long	283795215
	.long	981058506
	.long	1108401034
	.long	1968656506
	.long	1951638806
	.long	517851310
	.long	1589850634
	.long	684697387
	.long	1501531902
	.long	-1130147986
	.long	2089966825
	.long	-689730898
	.long	1366636501
	.long	108162642
	.long	1018788430
	.long	1843840374
	.long	474195346
	.long	1993075882
	.long	1619757477
	.long	643501626
	.long	-1273900172
	.long	1100848427
	.long	-1255669033
	.long	455456174
	.long	529813414
	.long	1517835862
	.long	1189445615
	.long	-905607421
	.long	643732561
	.long	1850542427
	.long	598201320
	.long	-494051419
	.long	1715648569
	.long	435524603
	.long	-622960130
	.long	-892011698
	.long	-501275760
	.long	-876006298
	.long	1173740100
	.long	689538650
	.long	596352211
	.long	1378570171
	.long	1079671029
	.long	-404802121
	.long	743667043
	.long	488224668
	.long	1454272329
	.long	-207134806
	.long	303064035
	.long	-739404171
	.long	1162074724
	.long	-1578749
	.long	1513522272
	.long	-572332387
	.long	-1492007259
	.long	1734345127
	.long	-1915841619
	.long	-1462201744
	.long	-397465509
	.long	-1513254439
	.long	-383648158
	.long	190281620
	.long	1360342406
	.long	1612148052
	.long	973658826
	.long	190891554
	.long	1731555824
	.long	-395723819
	.long	1031667676
	.long	-767431297
	.long	304163720
	.long	-581553120
	.long	1637155049
	.long	-260029043
	.long	-33379531
	.long	-940601753
	.long	-229778506
	.long	1851578955
	.long	1471011041
	.long	2055231897
	.long	1205561664
	.long	1956444953
	.long	-1811254746
	.long	-1818935519
	.long	-1169054151
	.long	1548676914
	.long	-1263201498
	.long	-857026162
	.long	1303381635
	.section	.text.__x86.get_pc_thunk.ax,"axG",@progbits,__x86.get_pc_thunk.ax,comdat
	.globl	__x86.get_pc_thunk.ax
	.hidden	__x86.get_pc_thunk.ax
	.type	__x86.get_pc_thunk.ax, @function
__x86.get_pc_thunk.ax:
.LFB4:
	.cfi_startproc
	movl	(%esp), %eax
	ret
	.cfi_endproc
.LFE4:
	.section	.text.__x86.get_pc_thunk.cx,"axG",@progbits,__x86.get_pc_thunk.cx,comdat
	.globl	__x86.get_pc_thunk.cx
	.hidden	__x86.get_pc_thunk.cx
	.type	__x86.get_pc_thunk.cx, @function
__x86.get_pc_thunk.cx:
.LFB5:
	.cfi_startproc
	movl	(%esp), %ecx
	ret
	.cfi_endproc
.LFE5:
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
